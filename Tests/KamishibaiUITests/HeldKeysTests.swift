import KamishibaiTerminal
import Testing

@testable import KamishibaiUI

/// Held keys on their own, with the timers a window fires at exact times: a hold ends at its
/// deadline where releases are not reported, at its release where they are, and never twice.
@Suite struct HeldKeysTests {
    let timers = Timers()
    let keys: HeldKeys
    final class Log { var ended: [String] = [] }
    let log = Log()

    init(reportsReleases: Bool = false) {
        keys = HeldKeys(timers: timers)
        keys.reportsReleases = reportsReleases
    }

    func hold(_ key: Key, _ name: String, until deadline: Double = 1.6) -> HeldKeys.Token {
        keys.hold(key, until: deadline) { [log] in log.ended.append(name) }
    }

    @Test func withoutReleasesTheDeadlineEndsIt() {
        let t = HeldKeysTests(reportsReleases: false)
        _ = t.hold(.down, "down")
        #expect(t.timers.nextDeadline == 1.6)
        t.timers.fire(now: 1.59)
        #expect(t.log.ended.isEmpty)
        t.timers.fire(now: 1.6)
        #expect(t.log.ended == ["down"] && t.timers.nextDeadline == nil)
    }

    @Test func withReleasesOnlyTheReleaseEndsIt() {
        let t = HeldKeysTests(reportsReleases: true)
        _ = t.hold(.down, "down")
        #expect(t.timers.nextDeadline == nil, "no deadline to wait for")
        t.keys.release(.up)
        t.keys.release(.character("j"))
        #expect(t.log.ended.isEmpty, "another key's release does nothing")
        t.keys.release(.down)
        #expect(t.log.ended == ["down"])
        t.keys.release(.down)
        #expect(t.log.ended == ["down"], "a key no longer held: nothing")
    }

    /// Shift may be let go before the letter: a held K is released as k.
    @Test func aLettersReleaseMatchesEitherCase() {
        let t = HeldKeysTests(reportsReleases: true)
        _ = t.hold(.character("K"), "K")
        _ = t.hold(.character("j"), "j")
        t.keys.release(.character("k"))
        t.keys.release(.character("J"))
        #expect(t.log.ended == ["K", "j"])
    }

    /// A modifier may be let go first too: a held Shift-↑ is released as ↑, a held ↓ as Ctrl-↓.
    @Test func aReleaseMatchesWhateverModifiersAreHeld() {
        let t = HeldKeysTests(reportsReleases: true)
        _ = t.hold(.modified(.up, .shift), "Shift-up")
        _ = t.hold(.down, "down")
        t.keys.release(.left)
        #expect(t.log.ended.isEmpty)
        t.keys.release(.up)
        t.keys.release(.modified(.down, .control))
        #expect(t.log.ended == ["Shift-up", "down"])
    }

    @Test func aCancelledHoldNeverEnds() {
        for reports in [false, true] {
            let t = HeldKeysTests(reportsReleases: reports)
            let token = t.hold(.down, "down")
            t.keys.cancel(token)
            t.keys.release(.down)
            t.timers.fire(now: 10)
            #expect(t.log.ended.isEmpty && t.timers.nextDeadline == nil)
        }
    }

    /// Losing the focus ends what waits for a release (it goes to another window now); a hold
    /// with a deadline keeps it, as before releases.
    @Test func losingTheFocusEndsWhatWaitsForARelease() {
        let t = HeldKeysTests(reportsReleases: false)
        _ = t.hold(.down, "timed")
        t.keys.reportsReleases = true
        _ = t.hold(.up, "released")
        t.keys.focusLost()
        #expect(t.log.ended == ["released"])
        t.timers.fire(now: 1.6)
        #expect(t.log.ended == ["released", "timed"])
    }
}
