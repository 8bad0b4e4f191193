import PushPeekSend

/// Something the pure core asks the edge to do.
public enum Effect: Sendable, Equatable {
    /// Leave the run loop, restore the terminal, exit with this status.
    case quit(status: Int32)
    /// Append one line to the `--log` file (JSON lines) and flush it.
    case log(LogEvent)
    /// Re-read the payload and app description from disk (live reload, `r` re-delivery).
    case reload
    /// Ring the terminal bell (an invalid key in a mode that takes none).
    case bell
    /// Make the send plan with the configured send settings for a payload as last loaded: the one
    /// being previewed (`notification` nil), or the lock screen's notification with that arrival
    /// number. The edge answers `Event.sendPlanned`, or `Event.sendFinished(.notConfigured)`.
    case planSend(notification: Int?)
    /// Send the plan's job through the `pushpeek-apns` helper without blocking the preview; the
    /// edge answers `Event.sendFinished` when it ends.
    case send(SendPlan)
}
