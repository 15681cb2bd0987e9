import KamishibaiGeometry

/// How the lifted row and the others move: the drop index, the rows making room, the
/// autoscroll near the list's edges, and the one step that moves them all.
extension ListReorder {
    /// Lines from the top or bottom of the list's visible rows in which the pointer scrolls it.
    static let autoscrollZone = 3.0
    /// Lines a second the list scrolls with the pointer on its outermost line (or beyond): a
    /// third of that on the zone's innermost line.
    static let maximumAutoscrollSpeed = 30.0

    /// How far the lifted row is drawn from its own place: under the pointer (within the
    /// first and last rows' places), or where the keys slide it.
    func liftedOffset(_ lift: ListLift) -> Double {
        guard let list else { return 0 }
        switch lift.position {
        case .keys(let slide):
            return slide.value(in: animations)
        case .pointer(let grab, let pointer):
            let top = list.convertFromRoot(pointer).y - grab
            let last = list.rectForRow(max(0, list.numberOfRows - 1)).minY
            return min(max(top, 0), last) - list.rectForRow(lift.row).minY
        }
    }

    /// Where a row other than the lifted one rests while it is lifted: a row up if it lies
    /// between the lifted row's place and its drop index below, a row down if above, else home.
    func goal(ofRow row: Int, lift: ListLift) -> Double {
        guard let pitch = list?.pitch else { return 0 }
        if lift.row < row, row <= lift.target { return -pitch }
        if lift.target <= row, row < lift.row { return pitch }
        return 0
    }

    /// The drop index for the lifted row drawn `offset` lines from its place: the place it has
    /// gone at least half a row toward, within the list.
    func dropIndex(row: Int, offset: Double) -> Int {
        guard let list, list.numberOfRows > 0 else { return row }
        let places = Int((offset / list.pitch).rounded(.toNearestOrAwayFromZero))
        return min(max(row + places, 0), list.numberOfRows - 1)
    }

    /// A new drop index: the rows whose goal changes slide from where they are to it.
    func retarget(_ lift: inout ListLift, to target: Int) {
        guard target != lift.target else { return }
        let old = lift
        lift.target = target
        for row in min(old.target, target)...max(old.target, target) where row != lift.row {
            let was = goal(ofRow: row, lift: old), to = goal(ofRow: row, lift: lift)
            guard was != to else { continue }
            let from = slides[row]?.value(in: animations) ?? was
            slides[row] = ListSlide(from: from, to: to, start: now, duration: Self.slideDuration)
        }
    }

    /// The pointer moved, or the list under it: a new drop index, the autoscroll started or
    /// stopped, the rows laid out where they are now.
    func followPointer() {
        guard case .lifted(var lift) = state, case .pointer(_, let pointer) = lift.position else { return }
        retarget(&lift, to: dropIndex(row: lift.row, offset: liftedOffset(lift)))
        state = .lifted(lift)
        if autoscrollSpeed(at: pointer) == 0 {
            lastScrollStep = nil
        } else if lastScrollStep == nil {
            lastScrollStep = now
        }
        list?.layoutRows()
        startStepping()
    }

    /// How fast the list scrolls with the pointer at `pointer` (window coordinates), lines a
    /// second, negative up: in the zone by the top or bottom of the visible rows, faster the
    /// closer to the edge; zero away from the edges, or where the list can scroll no further.
    func autoscrollSpeed(at pointer: Point) -> Double {
        guard let list else { return 0 }
        let line = pointer.y - list.frameInRoot.minY
        let top = list.adjustedContentInset.top, bottom = list.frame.height - list.adjustedContentInset.bottom
        let zone = Self.autoscrollZone
        let up = min(zone, top + zone - line), down = min(zone, line + 1 - (bottom - zone))
        if up > 0, list.contentOffset.y > list.minimumContentOffset.y { return -Self.maximumAutoscrollSpeed * up / zone }
        if down > 0, list.contentOffset.y < list.maximumContentOffset.y { return Self.maximumAutoscrollSpeed * down / zone }
        return 0
    }

    /// Steps on the window's animations while anything moves.
    func startStepping() {
        guard let animations else { return }
        stepper.run(in: animations) { [weak self] _ in self?.step() ?? false }
    }

    /// One frame: the autoscroll moves the list (the lifted row stays under the pointer), the
    /// slides that ended are dropped, a settled row lies down. False once nothing moves.
    private func step() -> Bool {
        guard let list else { return false }
        var moving = false
        if case .lifted(let lift) = state, case .pointer(_, let pointer) = lift.position, let last = lastScrollStep {
            let speed = autoscrollSpeed(at: pointer), time = now
            lastScrollStep = time
            let y = min(max(list.contentOffset.y + speed * (time - last), list.minimumContentOffset.y), list.maximumContentOffset.y)
            list.setContentOffset(Point(x: list.contentOffset.x, y: y), animated: false)
            followPointer()
            moving = lastScrollStep != nil
        }
        slides = slides.filter { !$0.value.isOver(in: animations) }
        switch state {
        case .lifted(let lift):
            if case .keys(let slide) = lift.position, !slide.isOver(in: animations) { moving = true }
        case .settling(_, let slide):
            if slide.isOver(in: animations), slides.isEmpty {
                settled()
                return false
            }
            moving = true
        case .idle, .holding, .onControl:
            break
        }
        list.layoutRows()
        return moving || !slides.isEmpty
    }
}
