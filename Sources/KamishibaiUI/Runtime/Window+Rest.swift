import KamishibaiCanvas

/// When a window is at rest, and how it may show pictures in the terminal's pixels then.
extension Window {
    /// Nothing moves: no animation, no transition (a driven one included), no pointer held,
    /// and the last resize has settled (`resizeSettling`). Pictures are shown in the
    /// terminal's pixels only then (`DrawingView.showsPixelsAtRest`). While a frame is
    /// composed, the answer as it began.
    public var isAtRest: Bool {
        composingAtRest ?? (!animations.isActive && transitions.active == nil && pointerTarget == nil && clock.now >= resizeSettlesAt)
    }

    /// How long after a resize the window is still moving: a window dragged larger sends a
    /// resize every few frames, and each would cost a picture in pixels encoded and sent.
    public static let resizeSettling = 0.25

    /// How pictures can be shown in pixels now: as the terminal's features say
    /// (`TerminalFeatures.pixelGraphics`), over a fast link only, since a picture is
    /// hundreds of kilobytes.
    public var pixelGraphics: PixelImage.Graphics? {
        linkSpeed == .fast ? terminalFeatures.pixelGraphics : nil
    }

    /// A number for a picture in pixels that no other in this window has (`PixelImage.id`).
    public func makePixelImageID() -> UInt32 { pixelImages.makeID() }

    /// A frame as soon as the loop comes round, for pictures that may now show in pixels, or
    /// no longer may: nothing else would draw one at rest.
    func redraw(ifPixelGraphicsChangedFrom old: PixelImage.Graphics?) {
        if pixelGraphics != old { timers.schedule(at: clock.now) {} }
    }
}
