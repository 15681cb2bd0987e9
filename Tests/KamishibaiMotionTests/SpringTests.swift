import KamishibaiMotion
import Testing

@Suite struct SpringTests {
    @Test func responseAndDampingRatioMapToStiffnessAndDamping() {
        let spring = Spring(response: 0.5, dampingRatio: 0.8)
        let angular = 2 * Double.pi / 0.5
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - angular * angular) < 1e-9)
        #expect(abs(spring.damping - 4 * Double.pi * 0.8 / 0.5) < 1e-12)
        #expect(abs(spring.dampingRatio - 0.8) < 1e-12)
    }

    @Test func dampingRatioFromMassStiffnessAndDamping() {
        #expect(Spring(mass: 2, stiffness: 8, damping: 4).dampingRatio == 0.5)
        #expect(Spring(stiffness: 100, damping: 30).dampingRatio == 1.5)
    }

    @Test(arguments: [1.0, 100, 150, 173.2])
    func criticalHasADampingRatioOfOne(stiffness: Double) {
        let spring = Spring.critical(stiffness: stiffness)
        #expect(spring.mass == 1)
        #expect(spring.stiffness == stiffness)
        #expect(abs(spring.dampingRatio - 1) < 1e-12)
    }

    @Test func snapIsCriticalAt150() {
        #expect(Spring.snap == .critical(stiffness: 150))
        #expect(Spring.snap.stiffness == 150)
        #expect(abs(Spring.snap.dampingRatio - 1) < 1e-12)
    }
}
