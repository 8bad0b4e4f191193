// libFuzzer target: Xcode projects — the project.pbxproj parser and reader, the storyboard reader,
// the Swift/Objective-C scanners, and a whole import whose project file, storyboard and sources are
// the fuzzed bytes. Built by Scripts/fuzz.sh with the PushPeekImport sources.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXcodeTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzXcode.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

/// Feeds one input to every reader of an Xcode project, alone and inside an import.
enum FuzzXcode {
    static let plist = Array("""
    <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>NSExtension</key><dict>
    <key>NSExtensionAttributes</key><dict><key>UNNotificationExtensionCategory</key><string>ShowMap</string></dict>
    <key>NSExtensionMainStoryboard</key><string>MainInterface</string>
    <key>NSExtensionPointIdentifier</key><string>com.apple.usernotifications.content-extension</string></dict></dict></plist>
    """.utf8)

    static func run(_ bytes: [UInt8]) {
        _ = try? PBXProjectReader.read(bytes, file: "project.pbxproj")
        _ = try? StoryboardReader.read(bytes, file: "MainInterface.storyboard", principalClass: "NotificationViewController")
        let swift = SourceFile(path: "A.swift", bytes: bytes)
        let objectiveC = SourceFile(path: "A.m", bytes: bytes)
        var table = SymbolTable()
        ConstantScanner.scan(swift, into: &table)
        ConstantScanner.scan(objectiveC, into: &table)
        var declarations = NotificationDeclarations(files: [swift, objectiveC], table: table)
        declarations.readCategories()
        _ = ExtensionCode(files: [swift])
        // A folder without a project file: the bytes as the app's source and the extension's storyboard.
        let folder = ProjectFiles(root: "Fuzz", files: ["App/AppDelegate.swift": bytes, "Ext/Info.plist": plist,
                                                          "Ext/Base.lproj/MainInterface.storyboard": bytes, "Ext/ViewController.swift": bytes])
        if let result = try? AppImporter.importApp(folder) {
            let text = result.json
            precondition(!text.unicodeScalars.contains { $0.value == 0x1B }, "an escape reached the import's JSON")
            _ = try? AppDescriptionDecoder.decode(Array(text.utf8), file: "imported.json", readFile: FuzzSupport.builtinReader)
        }
        _ = try? AppImporter.importApp(ProjectFiles(root: "Fuzz", files: ["X.xcodeproj/project.pbxproj": bytes]))
    }
}
