import Testing
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas

/// The byte-level wrap gives the grapheme wrap's lines for every text it takes, and leaves the
/// texts whose scalars can join (marks, joiners, variation selectors, flags) to it.
@Suite("Simple text wrap")
struct SimpleTextWrapTests {
    static let texts = [
        "Your order has shipped and will arrive tomorrow.",
        "Nouveau message de Chloé : « On se retrouve où ? »",
        "Новый эпизод уже доступен — слушайте прямо сейчас.",
        "新しいエピソードが公開されました。今すぐ聴きましょう！",
        "Η παράδοση έγινε επιτυχώς. Ευχαριστούμε!",
        "تم تأكيد حجزك بنجاح",
        "Meet at the 🗼 then 🥐🎂 at   three",
        "서울역 1번 출구 앞에서 만나요",
        "a",
        "",
        "   leading and trailing spaces   ",
        "Supercalifragilisticexpialidocious-and-then-some-more-words-without-a-break",
        "東京タワー東京タワー東京タワー東京タワー東京タワー",
        "x  y   z    w     v      u",
    ]

    @Test("the same lines as the grapheme wrap, at every width and line limit")
    func sameLinesAsTheGraphemeWrap() throws {
        var compared = 0
        for text in Self.texts {
            for width in 1...30 {
                for limit in [0, 1, 2, 4, Int.max] {
                    let simple = try #require(SimpleTextWrap.wrap(text, width: width, stoppingAfter: limit), "\(text)")
                    #expect(simple == TextLayout.wrapGraphemes(text, width: width, stoppingAfter: limit), "\(text) at \(width), limit \(limit)")
                    compared += 1
                }
            }
        }
        #expect(compared == Self.texts.count * 30 * 5)
    }

    @Test("texts whose scalars can join are left to the grapheme wrap", arguments: [
        "e\u{301}te\u{301}",  // combining acute
        "👍🏽 thumbs",  // skin tone
        "👨‍👩‍👧 family",  // zero-width joiners
        "❤️ heart",  // variation selector
        "🇫🇮 flag",  // regional indicators
        "نراك قريباً",  // Arabic fathatan
        "か\u{3099}",  // combining voiced mark
    ])
    func joiningScalarsTakeTheGeneralPath(text: String) {
        #expect(SimpleTextWrap.wrap(text, width: 10, stoppingAfter: .max) == nil)
        #expect(!TextLayout.wrapParagraph(text, width: 10).isEmpty)
    }
}
