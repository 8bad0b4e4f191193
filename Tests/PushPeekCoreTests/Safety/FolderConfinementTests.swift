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

/// An app description's Info.plist is read only from inside its folder, checked on the open
/// descriptor: a path that passed `resolve` and was then swapped for a symbolic link leading out is
/// refused when it is read.
@Suite("Files confined to the app description's folder")
struct FolderConfinementTests {
    /// `body` gets an app folder (with `Info.plist`, an inside link and an outside link) and the
    /// outside folder.
    func withFolders(_ body: (URL, URL) throws -> Void) throws {
        try AppAndOutsideFolders.with(subfolder: "CustomUI") { app, outside in
            let manager = FileManager.default
            try Data("inside".utf8).write(to: app.appendingPathComponent("CustomUI/Info.plist"))
            try Data("secret".utf8).write(to: outside.appendingPathComponent("secret.plist"))
            try manager.createSymbolicLink(atPath: app.appendingPathComponent("in.plist").path, withDestinationPath: "CustomUI/Info.plist")
            try manager.createSymbolicLink(atPath: app.appendingPathComponent("out.plist").path, withDestinationPath: "../outside/secret.plist")
            try manager.createSymbolicLink(atPath: app.appendingPathComponent("OutDir").path, withDestinationPath: "../outside")
            try body(app, outside)
        }
    }

    @Test func readsFilesAndLinksInsideTheFolder() throws {
        try withFolders { app, _ throws in
            let read = InputFile.reader(inFolderOf: app.appendingPathComponent("app.json").path)
            let direct = try read(app.appendingPathComponent("CustomUI/Info.plist").path)
            let linked = try read(app.appendingPathComponent("in.plist").path)
            #expect(direct == Array("inside".utf8))
            #expect(linked == Array("inside".utf8))
        }
    }

    @Test(arguments: ["out.plist", "OutDir/secret.plist"])
    func refusesWhatLeadsOutWhenRead(_ name: String) throws {
        try withFolders { app, _ throws in
            let read = InputFile.reader(inFolderOf: app.appendingPathComponent("app.json").path)
            do throws(InputError) {
                _ = try read(app.appendingPathComponent(name).path)
                Issue.record("\(name) was read from outside the folder")
            } catch {
                #expect(error.kind == .badInput)
                #expect(error.message.contains("leads outside the app description's folder"))
            }
            // Without the folder, the same path is an ordinary file (a path the user named).
            let unconfined = try InputFile.read(app.appendingPathComponent(name).path)
            #expect(unconfined == Array("secret".utf8))
        }
    }

    @Test func appDescriptionsReadTheirPlistsConfinedByDefault() throws {
        try withFolders { app, _ in
            let file = app.appendingPathComponent("app.json").path
            let json = #"{"extensions":[{"infoPlist":"out.plist"}]}"#
            // `resolve` already refuses a link that leads out; the descriptor check is the second line.
            #expect(throws: InputError.self) { try AppDescriptionDecoder.decode(Array(json.utf8), file: file) }
        }
    }
}
