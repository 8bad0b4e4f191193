import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekMaps
import PushPeekPresentation

/// Reads a payload, app description and strings table into the state a preview starts from.
public enum SessionLoader {
    /// Decodes an attachment file (the edge supplies it: picture decoding uses system libraries).
    public typealias AttachmentReader = (_ source: AttachmentSource, _ identifier: String) throws(InputError) -> Attachment

    /// `read`, calling `onPicture` after each picture it reads (an image attachment, an app icon's or
    /// an avatar's picture): the edge starts what only pictures need (libchafa's set-up) there, so
    /// a session without pictures never starts it.
    public static func reader(_ read: @escaping AttachmentReader, onPicture: @escaping () -> Void) -> AttachmentReader {
        { source, identifier throws(InputError) in
            let attachment = try read(source, identifier)
            if attachment.image != nil { onPicture() }
            return attachment
        }
    }

    public static func load(_ sources: SessionSources, options: CardOptions, stage: Stage,
                            readAttachment: AttachmentReader? = nil, mapSupport: (any MapArchiveSupport)? = nil) throws(InputError) -> PreviewState {
        guard let payloadPath = sources.payloadPath else {
            throw InputError(.usage, message: "no payload given")
        }
        // The payload first, so its errors come before the app description's.
        let bytes: [UInt8]
        if let preloaded = sources.payloadBytes { bytes = preloaded } else { bytes = try SessionTemplate.fileReader(for: sources)(payloadPath) }
        let payload = try PayloadDecoder.decode(bytes, file: payloadPath)
        var template = try SessionTemplate(sources, readAttachment: readAttachment, mapSupport: mapSupport)
        return try template.state(payload, options: options, stage: stage)
    }

    /// Reads a file of a built-in example (paths relative to `Examples/`).
    package static func builtinFile(_ path: String) throws(InputError) -> [UInt8] {
        let key = InputFile.normalize(path)
        guard let text = BuiltinExamples.files[key] else {
            throw InputError(.missingInput, file: path, message: "no such built-in example file")
        }
        return Array(text.utf8)
    }

    /// A binary file (picture) of a built-in example.
    package static func builtinBinary(_ path: String) throws(InputError) -> [UInt8] {
        guard let encoded = BuiltinExamples.binaryFiles[InputFile.normalize(path)], let bytes = Base64.decode(encoded) else {
            throw InputError(.missingInput, file: path, message: "no such built-in example file")
        }
        return bytes
    }

    /// The names of the built-in examples (their folders).
    public static var builtinExampleNames: [String] {
        Array(Set(BuiltinExamples.files.keys.compactMap { $0.split(separator: "/").first.map(String.init) })).sorted()
    }
}
