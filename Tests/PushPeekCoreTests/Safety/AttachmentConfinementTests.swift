import Foundation
import Testing
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekMaps
@testable import PushPeekApp
@testable import PushPeekSend
@testable import PushPeekPresentation
@testable import PushPeekLint
@testable import PushPeekInteraction
@testable import PushPeekSession
import PushPeekImages

/// The pictures an app description names — the service extension's downloads and a sender's avatar
/// — are read only from inside its folder, as its Info.plist is: `..`, an absolute path or a symbolic
/// link leading out is refused when the app description is read, and a link swapped in afterwards
/// is refused when the picture is read, on the open file. Real files and links on disk, the real
/// attachment reader.
@Suite("Attachments confined to the app description's folder")
struct AttachmentConfinementTests {
    static let picture = Fixtures.example("spy-agency/headshot.jpg")
    static let payload = #"{"aps": {"alert": "Meet", "mutable-content": 1, "category": "c"}, "media-url": "https://x", "from": "Ada"}"#

    /// `body` gets an app folder (`pic.jpg`, `images/real.jpg`, a link to it, links leading out)
    /// and the folder beside it (`outside/secret.jpg`).
    func withFolders(_ body: (URL, URL) throws -> Void) throws {
        try AppAndOutsideFolders.with(subfolder: "images") { app, outside in
            let manager = FileManager.default
            for url in [app.appendingPathComponent("pic.jpg"), app.appendingPathComponent("images/real.jpg"), outside.appendingPathComponent("secret.jpg")] {
                try manager.copyItem(atPath: Self.picture, toPath: url.path)
            }
            try manager.createSymbolicLink(atPath: app.appendingPathComponent("in.jpg").path, withDestinationPath: "images/real.jpg")
            try manager.createSymbolicLink(atPath: app.appendingPathComponent("out.jpg").path, withDestinationPath: "../outside/secret.jpg")
            try manager.createSymbolicLink(atPath: app.appendingPathComponent("OutDir").path, withDestinationPath: "../outside")
            try body(app, outside)
        }
    }

    /// An app description mapping `media-url` to `download` and the sender's avatar to `avatar`.
    static func appJSON(download: String = "pic.jpg", avatar: String = "pic.jpg") -> String {
        #"{"categories": [{"identifier": "c", "communication": {"senderName": "from", "avatar": "\#(avatar)"}}],"#
            + "\n" + #" "serviceExtension": {"attachments": {"media-url": "\#(download)"}}}"#
    }

    /// Writes `json` as the folder's `app.json`; returns its path.
    static func writeApp(_ app: URL, json: String) throws -> String {
        let file = app.appendingPathComponent("app.json")
        try Data(json.utf8).write(to: file)
        return file.path
    }

    static func template(_ file: String) throws(InputError) -> SessionTemplate {
        try SessionTemplate(SessionSources(appPath: file), readAttachment: AttachmentCache().load)
    }

    static func state(_ template: inout SessionTemplate) throws(InputError) -> PreviewState {
        let payload = try PayloadDecoder.decode(Array(payload.utf8))
        return try template.state(payload, options: CardOptions(), stage: .banner)
    }

    @Test func picturesInsideTheFolderAndLinksWithinItAreRead() throws {
        try withFolders { app, _ throws in
            for name in ["pic.jpg", "in.jpg", "images/real.jpg", "./images/../pic.jpg"] {
                var template = try Self.template(try Self.writeApp(app, json: Self.appJSON(download: name, avatar: name)))
                let state = try Self.state(&template)
                #expect(state.attachments.map(\.identifier) == ["media-url"], "\(name)")
                #expect(state.attachments.first?.image?.width == 160, "\(name)")
                #expect(state.communicationAvatarFile?.image != nil, "\(name)")
            }
        }
    }

    /// Refused as the app description is read, at the value: file, line and column, JSON path.
    @Test(arguments: ["../outside/secret.jpg", "<absolute>", "out.jpg", "OutDir/secret.jpg", "images/../../outside/secret.jpg"])
    func whatLeadsOutIsRefusedAtTheValue(_ written: String) throws {
        try withFolders { app, outside throws in
            let absolute = written == "<absolute>" ? outside.appendingPathComponent("secret.jpg").path : written
            for (json, path, line) in [(Self.appJSON(download: absolute), "serviceExtension.attachments.media-url", 2),
                                       (Self.appJSON(avatar: absolute), "categories[0].communication.avatar", 1)] {
                let file = try Self.writeApp(app, json: json)
                do throws(InputError) {
                    _ = try Self.template(file)
                    Issue.record("\(absolute) at \(path) was accepted")
                } catch {
                    #expect(error.kind == .badInput && error.exitStatus == 65)
                    #expect(error.file == app.appendingPathComponent("app.json").path)
                    #expect(error.location?.line == line, "\(error.description)")
                    #expect(error.path == path, "\(error.description)")
                    #expect(error.message.contains("lies outside the app description's folder"), "\(error.description)")
                }
            }
        }
    }

    /// Accepted when the app description was read, then replaced by a link leading out (or a link
    /// whose target did not exist yet): refused when the picture is read, the error naming the app
    /// description, the value and the file.
    @Test(arguments: ["download", "avatar"])
    func aLinkSwappedInLaterIsRefusedWhenRead(_ which: String) throws {
        try withFolders { app, outside throws in
            let manager = FileManager.default
            try manager.copyItem(atPath: Self.picture, toPath: app.appendingPathComponent("swapped.jpg").path)
            try manager.createSymbolicLink(atPath: app.appendingPathComponent("later.jpg").path, withDestinationPath: "../outside/later.jpg")
            for name in ["swapped.jpg", "later.jpg"] {
                let json = which == "download" ? Self.appJSON(download: name) : Self.appJSON(avatar: name)
                var template = try Self.template(try Self.writeApp(app, json: json))
                try manager.removeItem(at: app.appendingPathComponent("swapped.jpg"))
                try manager.createSymbolicLink(atPath: app.appendingPathComponent("swapped.jpg").path, withDestinationPath: "../outside/secret.jpg")
                try manager.copyItem(atPath: Self.picture, toPath: outside.appendingPathComponent("later.jpg").path)
                do throws(InputError) {
                    _ = try Self.state(&template)
                    Issue.record("\(name) (\(which)) was read from outside the folder")
                } catch {
                    #expect(error.kind == .badInput && error.exitStatus == 65)
                    #expect(error.file == app.appendingPathComponent("app.json").path)
                    #expect(error.path == (which == "download" ? "serviceExtension.attachments.media-url" : "categories[0].communication.avatar"))
                    #expect(error.location?.line == (which == "download" ? 2 : 1))
                    #expect(error.message.contains("\(name): leads outside the app description's folder (a symbolic link); it is not read"),
                            "\(error.description)")
                }
                // Put things back for the next name.
                try manager.removeItem(at: app.appendingPathComponent("swapped.jpg"))
                try manager.copyItem(atPath: Self.picture, toPath: app.appendingPathComponent("swapped.jpg").path)
                try manager.removeItem(at: outside.appendingPathComponent("later.jpg"))
            }
        }
    }

    /// The loader's own check, on a path it is handed with the folder: before the file is examined
    /// (an oversized file outside is not measured) and on the open file.
    @Test func theLoaderChecksTheFolderItIsGiven() throws {
        try withFolders { app, _ throws in
            let link = app.appendingPathComponent("out.jpg").path
            do throws(InputError) {
                _ = try AttachmentLoader.load(path: link, identifier: "x", inside: app.path)
                Issue.record("read through a link leading out")
            } catch {
                #expect(error.file == link)
                #expect(error.message == "leads outside the app description's folder (a symbolic link); it is not read")
            }
            // The same link without a folder is a file the user named: read.
            #expect(try AttachmentLoader.load(path: link, identifier: "x").image != nil)
            #expect(try AttachmentLoader.load(path: app.appendingPathComponent("in.jpg").path, identifier: "x", inside: app.path).image != nil)
        }
    }
}
