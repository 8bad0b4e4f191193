import PushPeekApp
import PushPeekJSON
import PushPeekModel
import PushPeekImport
import Testing

/// Storyboards into view elements: labels bound to what `didReceive` assigns, a stack view with its
/// arranged subviews, a button, a view the preview cannot draw; a SwiftUI-hosted extension reported.
@Suite("storyboard import")
struct StoryboardImportTests {
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc1">
        <scenes><scene sceneID="s1"><objects>
            <viewController id="vc1" customClass="NotificationViewController" sceneMemberID="viewController">
                <view key="view" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="180"/>
                    <subviews>
                        <label text="Title" textAlignment="center" numberOfLines="2" id="title">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
                            <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                        </label>
                        <stackView axis="horizontal" spacing="16" id="stack">
                            <rect key="frame" x="0.0" y="40" width="320" height="40"/>
                            <subviews>
                                <label text="Score &amp; more" id="score"><rect key="frame" x="0" y="0" width="100" height="40"/></label>
                                <button id="fav"><rect key="frame" x="200" y="0" width="120" height="40"/><state key="normal" title="Favorite"/></button>
                            </subviews>
                        </stackView>
                        <wkWebView id="web"><rect key="frame" x="0.0" y="80" width="320" height="100"/></wkWebView>
                    </subviews>
                </view>
                <connections>
                    <outlet property="titleLabel" destination="title" id="o1"/>
                    <outlet property="scoreLabel" destination="score" id="o2"/>
                </connections>
            </viewController>
        </objects></scene></scenes>
    </document>
    """

    static let controller = """
    class NotificationViewController: UIViewController, UNNotificationContentExtension {
        @IBOutlet var titleLabel: UILabel!
        @IBOutlet var scoreLabel: UILabel!
        func didReceive(_ notification: UNNotification) {
            titleLabel.text = notification.request.content.title
            let info = notification.request.content.userInfo
            scoreLabel.text = info["match"]["score"] as? String
        }
    }
    """

    static let plist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>NSExtension</key><dict>
    <key>NSExtensionAttributes</key><dict><key>UNNotificationExtensionCategory</key><string>match</string></dict>
    <key>NSExtensionMainStoryboard</key><string>MainInterface</string>
    <key>NSExtensionPointIdentifier</key><string>com.apple.usernotifications.content-extension</string></dict></dict></plist>
    """

    @Test func labelsStacksAndButtonsBecomeElementsBoundToThePayload() throws {
        let scene = try StoryboardReader.read(Array(Self.storyboard.utf8), file: "Main.storyboard")
        #expect(scene.rootWidth == 320 && scene.rootHeight == 180 && scene.customClass == "NotificationViewController")
        #expect(scene.subviews.map(\.kind) == [.label, .stackView, .webView])
        #expect(scene.subviews[1].subviews.first?.attributes["text"] == "Score & more")
        let result = try AppImporter.importApp(ProjectFiles(root: "Fixture", files: [
            "Ext/Info.plist": Array(Self.plist.utf8), "Ext/Base.lproj/MainInterface.storyboard": Array(Self.storyboard.utf8),
            "Ext/NotificationViewController.swift": Array(Self.controller.utf8),
        ]))
        let json = result.description.serialized()
        #expect(json.contains(#"{"label":{"text":"{{content.title}}","alignment":"center","lines":2,"bold":true,"height":40}}"#), "\(json)")
        #expect(json.contains(#"{"label":{"keyPath":"match.score"}}"#), "\(json)")
        #expect(json.contains(#"{"button":{"title":"Favorite"}}"#) && json.contains(#""axis":"horizontal","spacing":2"#), "\(json)")
        #expect(result.gaps.contains { $0.path == "extensions[0].view[2]" && $0.message.contains("wkWebView") && $0.origin?.line == 19 })
        let app = try AppDescriptionDecoder.decode(Array(result.json.utf8), file: "imported.json", readFile: { _ throws(InputError) in [] })
        #expect(app.extensions.first?.elements.count == 2)
    }

    @Test func aSwiftUIHostedExtensionIsReportedNotDrawn() throws {
        let hosting = """
        import SwiftUI
        class NotificationViewController: UIViewController, UNNotificationContentExtension {
            func didReceive(_ notification: UNNotification) {
                let host = UIHostingController(rootView: CardView(title: notification.request.content.title))
                addChild(host)
                view.addSubview(host.view)
            }
        }
        """
        let plist = Self.plist.replacingOccurrences(of: "<key>NSExtensionMainStoryboard</key><string>MainInterface</string>",
                                                    with: "<key>NSExtensionPrincipalClass</key><string>NotificationViewController</string>")
        let result = try AppImporter.importApp(ProjectFiles(root: "Fixture", files: [
            "Ext/Info.plist": Array(plist.utf8), "Ext/NotificationViewController.swift": Array(hosting.utf8),
        ]))
        let origins = result.gaps.map { "\($0.origin?.description ?? "-") \($0.message)" }
        #expect(result.gaps.contains { $0.origin == SourceOrigin(file: "Fixture/Ext/NotificationViewController.swift", line: 4) && $0.message.contains("SwiftUI") }, "\(origins)")
        #expect(result.gaps.contains { $0.origin?.line == 6 && $0.message.contains("addSubview") }, "\(origins)")
        #expect(result.gaps.allSatisfy { $0.suggestion != nil }, "every gap says what to declare")
    }
}
