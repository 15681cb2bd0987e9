import KamishibaiMotion

/// Where a released drag takes the content, axis by axis: to a page, to the edge it was
/// dragged past, or as far as the deceleration carries it.
extension ScrollView {
    /// Where the content would come to rest on its own along one axis.
    func naturalTarget(_ position: Double, _ velocity: Double, lower: Double, upper: Double, start: Double, page: Double) -> Double {
        if isPagingEnabled, page > 0 {
            let pages = (upper / page).rounded(.up)
            let startPage = (start / page).rounded()
            var index =
                abs(velocity) > Self.pagingFlickSpeed
                ? (position / page + 0.5 * (velocity > 0 ? 1 : -1)).rounded()
                : (position / page).rounded()
            index = min(max(index, startPage - 1), startPage + 1)  // one page per drag at most
            return min(min(max(index, 0), pages) * page, upper)
        }
        if position < lower { return lower }
        if position > upper { return upper }
        guard abs(velocity) >= Self.restingSpeed else { return position }
        return min(max(Decay(position: position, velocity: velocity, rate: decelerationRate).restingPosition, lower), upper)
    }

    /// How one axis moves after the release, or nil if it stays.
    func axisMotion(
        _ position: Double, _ velocity: Double, target: Double, natural: Double, edges: ClosedRange<Double>
    ) -> ScrollAxisMotion? {
        let settled = abs(target - position) < 0.01 && abs(velocity) < Self.restingSpeed
        if isPagingEnabled || target != natural || !edges.contains(position) {
            // A snap to a page, to a target the delegate chose, or back inside the edges.
            return settled ? nil : .spring(SpringMotion(spring: .snap, from: position, to: target, velocity: velocity))
        }
        guard abs(velocity) >= Self.restingSpeed else { return nil }
        return .decay(Decay(position: position, velocity: velocity, rate: decelerationRate))
    }
}
