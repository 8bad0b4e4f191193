import PushPeekApp
import PushPeekPresentation

/// Keys while the reply keyboard is up, matched through `ReplyKeymap`. Every printable key types (so
/// `q` is a letter here); Tab moves between the field, the send button and the accessory buttons;
/// Enter sends (or presses the focused accessory button); Esc hides the keyboard without sending.
public enum TextInputReducer {
    public static func handleKey(_ state: inout PreviewState, _ key: Key) -> [Effect] {
        guard case .text(var reply) = state.input else { return [] }
        // The reply leaves the state while it is edited, so its text is not shared and an edit
        // does not copy it (typing n characters stays O(n)); every path but Esc puts it back.
        state.input = nil
        let accessory = state.contentExtension?.inputAccessoryActions ?? []
        let ring: [TextReply.Focus] = [.field, .send] + accessory.indices.map { .accessory($0) }
        func cycle(_ step: Int) {
            let current = ring.firstIndex(of: reply.focus) ?? 0
            reply.focus = ring[((current + step) % ring.count + ring.count) % ring.count]
        }
        var effects: [Effect] = []
        switch ReplyKeymap.map.action(for: key) {
        case .cancel?:
            return []
        case .send?:
            state.input = .text(reply)
            return press(&state, reply, accessory: accessory)
        case .focusNext?:
            cycle(1)
        case .focusPrevious?:
            cycle(-1)
        case .cursorLeft?:
            if reply.focus == .field {
                if !reply.field.moveCursor(by: -1) { effects.append(.bell) }
            } else {
                cycle(-1)
            }
        case .cursorRight?:
            if reply.focus == .field {
                if !reply.field.moveCursor(by: 1) { effects.append(.bell) }
            } else {
                cycle(1)
            }
        case .cursorStart?:
            reply.field.moveToStart()
        case .cursorEnd?:
            reply.field.moveToEnd()
        case .deleteBackward?:
            reply.focus = .field
            if !reply.field.deleteBackward() { effects.append(.bell) }
        case .deleteForward?:
            reply.focus = .field
            if !reply.field.deleteForward() { effects.append(.bell) }
        case .deleteToStart?:
            reply.field.deleteToStart()
        case .deleteToEnd?:
            reply.field.deleteToEnd()
        case nil:
            // Not a binding: printable keys type (space on a button presses it), the rest ring.
            switch key {
            case .space where reply.focus != .field:
                state.input = .text(reply)
                return press(&state, reply, accessory: accessory)
            case .space:
                reply.field.insert(" ")
            case .character(let character):
                reply.focus = .field
                reply.field.insert(character)
            default:
                effects.append(.bell)
            }
        }
        state.input = .text(reply)
        return effects
    }

    /// A paste: typed into the reply field at the cursor (line breaks and tabs as spaces, the field
    /// being one line), the focus on the field. Without the reply keyboard up (or under the key help)
    /// nothing happens but a note: a paste is never taken as keys.
    public static func paste(_ state: inout PreviewState, _ paste: Paste) -> [Effect] {
        guard case .textReply = state.interactionMode, case .text(var reply) = state.input else {
            state.notice = Paste.ignoredNote
            return []
        }
        state.input = nil
        reply.focus = .field
        for character in paste.text {
            reply.field.insert(character.isNewline || character == "\t" ? " " : character)
        }
        state.input = .text(reply)
        if paste.isCut { state.notice = Paste.cutNote }
        return []
    }

    /// Enter: the field and the send button send; an accessory button is chosen (the keyboard stays
    /// up unless its response hides it).
    package static func press(_ state: inout PreviewState, _ reply: TextReply, accessory: [NotificationAction]) -> [Effect] {
        if case .accessory(let index) = reply.focus, accessory.indices.contains(index) {
            state.input = .text(reply)
            return ActionReducer.choose(&state, accessory[index])
        }
        return send(&state)
    }

    /// Sends the typed text as a `UNTextInputNotificationResponse` (`userText`). The send button is
    /// disabled while the field is empty (a bell).
    public static func send(_ state: inout PreviewState) -> [Effect] {
        guard case .text(let reply) = state.input else { return [] }
        guard !reply.field.isEmpty else { return [.bell] }
        state.input = nil
        return ActionReducer.respond(&state, actionIdentifier: reply.action.identifier, userText: reply.field.text)
    }
}
