import Testing
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas

/// The byte-level wrap gives the grapheme wrap's lines for every text it takes (marks, variation
/// selectors and joined pictographs included), and leaves the texts whose graphemes it does not
/// tell (skin tones, flags, other marks and joiners) to it.
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
        "Zéro-width joiners and combining marks: e\u{301}, n\u{303}, 👨‍👩‍👧‍👦. Zéro-width joiners again",
        "🎉🎉 You reached 10,000 steps today! 🏃‍♀️👟 Café downstairs ☕",
        "❤️ heart ❤️❤️❤️❤️❤️❤️❤️❤️❤️❤️❤️❤️❤️❤️ e\u{301}\u{301}\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}",
        "تم تأكيد حجزك. نراك قريباً قريباً قريباً",
        "👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦 🏃‍♀️🏃‍♀️🏃‍♀️🏃‍♀️🏃‍♀️🏃‍♀️🏃‍♀️ ✂✂✂ ☆☆",
        "东\u{301}京\u{301}\u{301}タワー\u{FE0F}东京🗼\u{FE0F}\u{200D}🔥 tower",
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

    @Test("its marks join the scalar before them and its joiners join every pair of its pictographs, as Swift's graphemes do")
    func marksAndJoinersMakeOneGrapheme() {
        var marks = 0
        for value in UInt32(0x300)...0xFE0F where SimpleTextWrap.isMark(value) {
            guard let mark = Unicode.Scalar(value) else { continue }
            #expect("a\(mark)".count == 1 && "東\(mark)".count == 1, "U+\(String(value, radix: 16))")
            marks += 1
        }
        var pictographs = 0
        for value in UInt32(0x2600)...0x1FAFF where SimpleTextWrap.isJoinablePictograph(value) {
            guard let pictograph = Unicode.Scalar(value) else { continue }
            #expect("\(pictograph)\u{200D}\(pictograph)\u{FE0F}".count == 1, "U+\(String(value, radix: 16))")
            #expect(SimpleTextWrap.columns(value) != nil, "U+\(String(value, radix: 16))")
            pictographs += 1
        }
        #expect(marks == 0x70 + 0x15 + 1 + 16)
        #expect(pictographs > 1_000)
    }

    @Test("texts whose scalars can join are left to the grapheme wrap", arguments: [
        "👍🏽 thumbs",  // skin tone
        "🇫🇮 flag",  // regional indicators
        "か\u{3099}",  // combining voiced mark
        "\u{301}e at the start",  // a mark with nothing before it
        "a \u{301} after a space",  // a mark on a space
        "a\u{200D}b letters joined",  // a joiner between letters
        "🏃\u{200D}",  // a joiner at the end
        "🏃\u{200D}\u{FE0F}x",  // a joiner before a mark
    ])
    func joiningScalarsTakeTheGeneralPath(text: String) {
        #expect(SimpleTextWrap.wrap(text, width: 10, stoppingAfter: .max) == nil)
        #expect(!TextLayout.wrapParagraph(text, width: 10).isEmpty)
    }
}
