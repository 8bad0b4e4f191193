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
    /// Make the send plan for the payload as last loaded with the configured send settings; the
    /// edge answers `Event.sendPlanned`, or `Event.sendFinished(.notConfigured)`.
    case planSend
    /// Send the plan's job through the `pushpeek-apns` helper without blocking the preview; the
    /// edge answers `Event.sendFinished` when it ends.
    case send(SendPlan)
}
