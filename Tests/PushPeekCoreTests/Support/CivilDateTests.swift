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

/// The one calendar behind `ActivityTime` and `SendReport`'s dates.
@Suite("Civil dates")
struct CivilDateTests {
    @Test("known days, leap days and the day before 1970")
    func knownDays() {
        #expect(CivilDate(daysSince1970: 0) == CivilDate(year: 1970, month: 1, day: 1))
        #expect(CivilDate(daysSince1970: -1) == CivilDate(year: 1969, month: 12, day: 31))
        #expect(CivilDate(daysSince1970: 11_016).text == "2000-02-29")
        #expect(CivilDate(daysSince1970: 20_787).text == "2026-11-30")
        #expect(CivilDate(year: 2100, month: 3, day: 1).daysSince1970 - CivilDate(year: 2100, month: 2, day: 28).daysSince1970 == 1)
        #expect(CivilDate.timeOfDay(50_700) == "14:05:00")
    }

    @Test("days to a date and back, over 4,000 years either side of 1970")
    func roundTrip() {
        for days in stride(from: -1_500_000, through: 1_500_000, by: 997) {
            #expect(CivilDate(daysSince1970: days).daysSince1970 == days, "day \(days)")
        }
    }
}
