import Foundation
import Testing

@testable import PanelCore
import PanelLabTestSupport

/// UIScrollView-like scrolling: 1:1 drag, rubber band, 0.998/ms momentum, spring back, all closed-form.
@Suite("Scroll physics")
struct ScrollPhysicsTests {
  /// 2000 pt of content in a 500 pt viewport: offsets 0…1500 at rest.
  static func scroller(at offset: Double = 0) -> ScrollPhysics {
    var s = ScrollPhysics(contentLength: 2000, viewportLength: 500)
    s.setOffset(offset)
    return s
  }

  /// Distance a fling at `v` pt/s coasts before it drops below `minimumVelocity`:
  /// ∫ v·dᵗ over the time it takes v·dᵗ to reach the minimum.
  static func coastDistance(_ v: Double, rate: Double = 0.998, minimumVelocity: Double = 5) -> Double {
    (v / 1000) * (-1 / log(rate)) * (1 - minimumVelocity / abs(v))
  }

  @Test("a new model is at rest at offset 0 with maxOffset = content − viewport")
  func initialState() {
    let s = ScrollPhysics(contentLength: 2000, viewportLength: 500)
    #expect(s.offset == 0)
    #expect(s.maxOffset == 1500)
    #expect(!s.isAnimating)
    #expect(!s.isDragging)
    #expect(ScrollPhysics(contentLength: 300, viewportLength: 500).maxOffset == 0)
  }

  @Test("dragging inside the bounds follows the pointer 1:1")
  func dragOneToOne() {
    var s = Self.scroller(at: 300)
    s.beginDrag(at: 400)
    #expect(s.isDragging)
    s.drag(to: 300)  // pointer up 100 pt: content moves up, offset grows
    #expect(s.offset == 400)
    s.drag(to: 450)
    #expect(s.offset == 250)
    s.drag(to: 400)
    #expect(s.offset == 300)
  }

  @Test("pulling past the top rubber-bands by Motion.rubberBand")
  func rubberBandTop() {
    var s = Self.scroller(at: 50)
    s.beginDrag(at: 100)
    s.drag(to: 350)  // raw offset 50 − 250 = −200
    #expect(s.offset == Motion.rubberBand(-200, dimension: 500))
    #expect(s.offset < 0 && s.offset > -200)
  }

  @Test("pushing past the end rubber-bands by Motion.rubberBand")
  func rubberBandEnd() {
    var s = Self.scroller(at: 1400)
    s.beginDrag(at: 400)
    s.drag(to: 100)  // raw offset 1700: 200 past the end
    #expect(s.offset == 1500 + Motion.rubberBand(200, dimension: 500))
    #expect(s.offset > 1500 && s.offset < 1700)
  }

  @Test("without bouncing a drag clamps at both ends")
  func noBounceClamps() {
    var s = Self.scroller(at: 50)
    s.bounces = false
    s.beginDrag(at: 100)
    s.drag(to: 350)
    #expect(s.offset == 0)
    s.drag(to: -5000)
    #expect(s.offset == 1500)
  }

  @Test("a fling decays at 0.998 per ms and coasts v/1000·(−1/ln 0.998), less the tail below 5 pt/s")
  func momentumDistance() {
    var s = ScrollPhysics(contentLength: 100_000, viewportLength: 500)
    s.setOffset(1000)
    s.advance(to: ms(50))
    s.release(velocity: 2000)
    #expect(s.isAnimating)
    #expect(s.velocity == 2000)

    // After 100 ms: o₀ + (v/1000)·(d^τ − 1)/ln d and speed v·d^τ.
    s.advance(to: ms(150))
    let d = 0.998
    #expect(isClose(s.offset, 1000 + 2 * (pow(d, 100) - 1) / log(d), within: 1e-9))
    #expect(isClose(s.velocity, 2000 * pow(d, 100), within: 1e-9))

    s.advance(to: ms(10_050))
    #expect(!s.isAnimating)
    #expect(s.velocity == 0)
    #expect(isClose(s.offset - 1000, Self.coastDistance(2000), within: 1e-3))
    // For comparison: the projection formula d/(1 − d) gives 998; the exact integral is ~999.
    #expect(isClose(s.offset - 1000, 996.5, within: 0.1))
  }

  @Test("a fling toward the top decays the same way")
  func momentumUpward() {
    var s = ScrollPhysics(contentLength: 100_000, viewportLength: 500)
    s.setOffset(50_000)
    s.release(velocity: -3000)
    s.advance(to: ms(10_000))
    #expect(isClose(50_000 - s.offset, Self.coastDistance(3000), within: 1e-3))
  }

  @Test("a release slower than minimumVelocity does not coast")
  func slowReleaseStops() {
    var s = Self.scroller(at: 300)
    s.release(velocity: 4)
    #expect(!s.isAnimating)
    s.advance(to: ms(500))
    #expect(s.offset == 300)
  }

  /// Runs `s` to `end` in `steps` equal steps and returns the offsets seen.
  static func run(_ s: inout ScrollPhysics, from start: Micros, to end: Micros, steps: Int64) -> [Double] {
    var seen: [Double] = []
    for i in 1...steps {
      s.advance(to: start + (end - start) * i / steps)
      seen.append(s.offset)
    }
    return seen
  }

  @Test(
    "one big step and 1000 small steps end in identical states",
    arguments: [
      (300.0, 2000.0),  // coasts to a stop inside the bounds (about 996 pt)
      (1300.0, 3000.0),  // hits the end, bounces, settles
      (200.0, -4000.0),  // hits the top
    ])
  func stepIndependence(start: Double, velocity: Double) {
    var big = Self.scroller(at: start)
    var small = big
    var frames = big
    big.release(velocity: velocity)
    small.release(velocity: velocity)
    frames.release(velocity: velocity)

    for checkpoint in [ms(37), ms(400), ms(1500), ms(4000)] {
      var b = big
      b.advance(to: checkpoint)
      var sm = small
      _ = Self.run(&sm, from: 0, to: checkpoint, steps: 1000)
      var f = frames
      var t: Micros = 0
      while t < checkpoint {
        t = min(checkpoint, t + 16_667)
        f.advance(to: t)
      }
      #expect(sm.offset == b.offset, "1000 steps vs one at \(checkpoint) µs")
      #expect(f.offset == b.offset, "60 Hz frames vs one step at \(checkpoint) µs")
      #expect(sm.velocity == b.velocity)
      #expect(sm.isAnimating == b.isAnimating)
    }
  }

  @Test("a fling past the end overshoots, springs back and settles exactly on maxOffset")
  func flingBouncesAtEnd() {
    var s = Self.scroller(at: 1300)
    s.release(velocity: 3000)
    let offsets = Self.run(&s, from: 0, to: ms(3000), steps: 180)
    let peak = offsets.max()!
    #expect(peak > 1500, "it overshoots the end")
    #expect(peak < 1500 + 250, "but not by more than the spring allows")
    #expect(s.offset == 1500)
    #expect(s.velocity == 0)
    #expect(!s.isAnimating)
    #expect(s.phase == .idle)
  }

  @Test("a fling past the top settles exactly on 0")
  func flingBouncesAtTop() {
    var s = Self.scroller(at: 100)
    s.release(velocity: -3000)
    let offsets = Self.run(&s, from: 0, to: ms(3000), steps: 180)
    #expect(offsets.min()! < 0)
    #expect(s.offset == 0)
    #expect(!s.isAnimating)
  }

  @Test("without bouncing a fling stops dead at the end")
  func flingWithoutBounce() {
    var s = Self.scroller(at: 1300)
    s.bounces = false
    s.release(velocity: 3000)
    let offsets = Self.run(&s, from: 0, to: ms(2000), steps: 120)
    #expect(offsets.max()! == 1500)
    #expect(s.offset == 1500)
    #expect(!s.isAnimating)
  }

  @Test("released while rubber-banded past the top, it springs back to 0 and settles")
  func springBackFromTop() {
    var s = Self.scroller(at: 0)
    s.beginDrag(at: 100)
    s.drag(to: 300)
    let pulled = s.offset
    #expect(pulled < 0)
    s.advance(to: ms(10))
    s.endDrag(pointerVelocity: 0)
    #expect(s.isAnimating)
    let offsets = Self.run(&s, from: ms(10), to: ms(2010), steps: 120)
    // Critically damped from rest: it never overshoots past 0 and never moves away from it.
    var previous = pulled
    for o in offsets {
      #expect(o >= previous)
      #expect(o <= 0)
      previous = o
    }
    #expect(s.offset == 0)
    #expect(!s.isAnimating)
  }

  @Test("released while pushed past the end, it springs back to maxOffset")
  func springBackFromEnd() {
    var s = Self.scroller(at: 1500)
    s.beginDrag(at: 400)
    s.drag(to: 200)
    #expect(s.offset > 1500)
    s.advance(to: ms(10))
    s.endDrag(pointerVelocity: 0)
    s.advance(to: ms(2010))
    #expect(s.offset == 1500)
    #expect(!s.isAnimating)
  }

  @Test("the content moves against the pointer: a pointer flung upward scrolls toward the end")
  func endDragDirection() {
    var s = Self.scroller(at: 500)
    s.beginDrag(at: 400)
    s.drag(to: 380)
    s.advance(to: ms(10))
    s.endDrag(pointerVelocity: -1000)
    #expect(s.velocity == 1000)
    s.advance(to: ms(110))
    #expect(s.offset > 520)
  }

  @Test("the wheel scrolls by its delta and stays in bounds")
  func wheel() {
    var s = Self.scroller(at: 0)
    s.scroll(by: 120)
    #expect(s.offset == 120)
    s.advance(to: ms(8))
    s.scroll(by: 12.5)
    #expect(s.offset == 132.5)
    s.advance(to: ms(16))
    s.scroll(by: -500)
    #expect(s.offset == 0)
    s.advance(to: ms(24))
    s.scroll(by: 1e6)
    #expect(s.offset == 1500)
    #expect(!s.isAnimating)
  }

  @Test("the wheel stops a fling")
  func wheelStopsFling() {
    var s = Self.scroller(at: 200)
    s.release(velocity: 2000)
    s.advance(to: ms(100))
    s.scroll(by: 10)
    #expect(!s.isAnimating)
    let stopped = s.offset
    s.advance(to: ms(1000))
    #expect(s.offset == stopped)
  }

  @Test("beginDrag catches a fling where it is")
  func catchFling() {
    var s = Self.scroller(at: 200)
    s.release(velocity: 2000)
    var free = s
    free.advance(to: ms(200))

    s.advance(to: ms(100))
    s.advance(to: ms(200))
    s.beginDrag(at: 300)
    #expect(s.offset == free.offset, "caught at the fling's position at the moment of the touch")
    #expect(s.velocity == 0)
    #expect(!s.isAnimating)
    s.advance(to: ms(1200))
    #expect(s.offset == free.offset, "and it no longer moves")
    s.drag(to: 290)
    #expect(isClose(s.offset, free.offset + 10, within: 1e-9))
  }

  @Test("resize clamps the offset into the new bounds")
  func resizeClamps() {
    var s = Self.scroller(at: 1500)
    s.resize(contentLength: 1000, viewportLength: 500)
    #expect(s.maxOffset == 500)
    #expect(s.offset == 500)
    s.resize(contentLength: 400, viewportLength: 500)
    #expect(s.offset == 0)
  }

  @Test("resize keeps an offset that still fits")
  func resizeKeeps() {
    var s = Self.scroller(at: 700)
    s.resize(contentLength: 3000, viewportLength: 800)
    #expect(s.offset == 700)
  }

  @Test("setOffset clamps and stops motion")
  func setOffset() {
    var s = Self.scroller(at: 200)
    s.release(velocity: 2000)
    s.setOffset(-40)
    #expect(s.offset == 0)
    #expect(!s.isAnimating)
    s.setOffset(9000)
    #expect(s.offset == 1500)
  }

  @Test("rebaseDrag continues from the current offset")
  func rebase() {
    var s = Self.scroller(at: 300)
    s.beginDrag(at: 400)
    s.drag(to: 350)
    #expect(s.offset == 350)
    s.rebaseDrag(at: 100)
    s.drag(to: 90)
    #expect(s.offset == 360)
  }

  @Test("drag and endDrag without beginDrag do nothing")
  func dragWithoutGrab() {
    var s = Self.scroller(at: 300)
    s.drag(to: 0)
    s.endDrag(pointerVelocity: 5000)
    #expect(s.offset == 300)
    #expect(!s.isAnimating)
  }
}
