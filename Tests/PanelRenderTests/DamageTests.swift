import Foundation
import PanelCore
import PanelLabTestSupport
import Testing

@testable import PanelRender

/// A frame drawn from the last one by redrawing only its damage is byte for byte the frame a full
/// redraw gives, and the damage is what changed: a panel moving over a still feed costs its strip.
@Suite struct DamageTests {
  /// What one replay compared.
  struct Replayed {
    var frames = 0
    var differing: [Int] = []
    var damagedPixels = 0
    var totalPixels = 0
    /// Where the first differing frame differs, and what was redrawn for it.
    var firstDifference = ""
  }

  /// The box of pixels where `a` and `b` differ.
  static func differingBox(_ a: Bitmap, _ b: Bitmap) -> PixelRect? {
    var x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1
    for y in 0..<a.height {
      for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
        x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x); y1 = max(y1, y)
      }
    }
    return x1 < 0 ? nil : PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
  }

  /// Where `a` and `b` differ, for a failure message ("?" when they do not).
  static func difference(_ a: Bitmap, _ b: Bitmap) -> String { differingBox(a, b).map { "\($0)" } ?? "?" }

  /// `list` drawn whole by a fresh rasterizer on one thread: what every kept or banded drawing must equal.
  static func freshRedraw(_ list: DisplayList, scale: Double) throws -> Bitmap {
    let one = Rasterizer()
    one.threads = 1
    return try #require(one.render(list, scale: scale))
  }

  /// Replays `path` at `scale`, drawing each frame from the last with damage tracking on two
  /// threads and again in full on one thread with a second rasterizer, and compares the two.
  static func replay(_ path: String, scale: Double) throws -> Replayed {
    let recording = try Recording.parse(try String(contentsOfFile: CLI.root + "/" + path, encoding: .utf8))
    var replayer = try Replayer(recording, fps: 60, scale: scale)
    let size = replayer.scene.size
    let w = Rasterizer.pixels(size.width, scale), h = Rasterizer.pixels(size.height, scale)
    // Damage drawn on two threads, against whole frames on one.
    let twoThreads = Rasterizer()
    twoThreads.threads = 2
    let kept = try #require(KeptFrame(width: w, height: h, rasterizer: twoThreads))
    let full = Rasterizer()
    full.threads = 1
    let whole = try #require(Bitmap(width: w, height: h))
    var result = Replayed()
    var last: DisplayList?
    while let output = try replayer.next() {
      guard case .frame(let index, _) = output else { continue }
      var list = replayer.scene.render()
      list.size = size
      result.frames += 1
      // An unchanged list is not drawn again (as the window and the exports skip it).
      if list == last { continue }
      let damage = kept.draw(list, scale: scale)
      full.render(list, scale: scale, into: whole)
      if kept.bitmap.digest != whole.digest {
        if result.differing.isEmpty {
          result.firstDifference = "frame \(index): pixels differ in \(difference(kept.bitmap, whole)), redrawn \(damage)"
        }
        result.differing.append(index)
      }
      last = list
      result.damagedPixels += damage.reduce(0) { $0 + $1.area }
      result.totalPixels += w * h
    }
    return result
  }

  @Test(arguments: [1.0, 2.0])
  func everyFrameOfTheDemoDrawnFromItsDamageEqualsAFullRedraw(_ scale: Double) throws {
    let r = try Self.replay("assets/demo.plrec", scale: scale)
    #expect(r.differing.isEmpty, "\(r.differing.count) of \(r.frames) frames differ, from \(r.firstDifference)")
    #expect(r.frames > 2000)
    // Damage tracking really saves: the demo's frames redraw well under half their pixels.
    let share = Double(r.damagedPixels) / Double(r.totalPixels)
    #expect(share < 0.5, "damaged share \(share)")
  }

  /// A 1280×800 feed of rows (each a layer) with a panel layer over it at `panelY`.
  static func feedWithPanel(at panelY: Double, caret: Bool = false) -> DisplayList {
    var list = DisplayList(size: Size(width: 1280, height: 800), background: Color(hex: 0xF0F0F0))
    for row in 0..<10 {
      list.layer("row\(row)", frame: Rect(x: 20, y: Double(row) * 80, width: 1240, height: 72), cornerRadius: 12) { l in
        l.fill(Rect(x: 0, y: 0, width: 1240, height: 72), Color(hex: 0xFFFFFF))
        l.text(TextRun("Row \(row)", frame: Rect(x: 16, y: 20, width: 400, height: 30), size: 17))
      }
    }
    list.append(.shadow(RoundedRect(Rect(x: 100, y: panelY, width: 600, height: 300), radius: 16), Shadow(color: Color(hex: 0x000000, alpha: 0.3), offset: Point(x: 0, y: 4), blur: 20)))
    list.layer("panel", frame: Rect(x: 100, y: panelY, width: 600, height: 300), cornerRadius: 16) { l in
      l.fill(Rect(x: 0, y: 0, width: 600, height: 300), Color(hex: 0xFAFAFA))
      l.text(TextRun("Search", frame: Rect(x: 20, y: 20, width: 300, height: 30), size: 17))
      if caret { l.fill(Rect(x: 80, y: 22, width: 2, height: 24), Color(hex: 0x007AFF)) }
    }
    return list
  }

  @Test func aPanelDraggedOverAStillFeedCostsItsStrip() throws {
    let kept = try #require(KeptFrame(width: 1280, height: 800, rasterizer: Rasterizer()))
    kept.draw(Self.feedWithPanel(at: 300), scale: 1)
    #expect(kept.damagedShare == 1)
    let damage = kept.draw(Self.feedWithPanel(at: 290), scale: 1)
    let area = damage.reduce(0) { $0 + $1.area }
    // The panel's old and new place with its shadow's reach: about 640 × 350 pixels.
    #expect(area > 600 * 300 && area < 700 * 380, "\(damage)")
    let full = try #require(Rasterizer().render(Self.feedWithPanel(at: 290), scale: 1))
    #expect(kept.bitmap.digest == full.digest)
  }

  @Test func aCaretCostsItsBox() throws {
    let kept = try #require(KeptFrame(width: 2560, height: 1600, rasterizer: Rasterizer()))
    kept.draw(Self.feedWithPanel(at: 300), scale: 2)
    let damage = kept.draw(Self.feedWithPanel(at: 300, caret: true), scale: 2)
    #expect(damage.count == 1)
    #expect(damage.reduce(0) { $0 + $1.area } <= 10 * 54, "\(damage)")
    let full = try #require(Rasterizer().render(Self.feedWithPanel(at: 300, caret: true), scale: 2))
    #expect(kept.bitmap.digest == full.digest)
    #expect(kept.draw(Self.feedWithPanel(at: 300, caret: true), scale: 2).isEmpty)
  }

  @Test func aChangeUnderAFrostedBarRedrawsAllTheBarReads() throws {
    func list(_ y: Double) -> DisplayList {
      var list = DisplayList(size: Size(width: 400, height: 400), background: .white)
      list.fill(Rect(x: 50, y: y, width: 60, height: 60), Color(hex: 0xFF3B30))
      list.append(.backdropBlur(RoundedRect(Rect(x: 0, y: 300, width: 400, height: 100)), radius: 20, tint: Color(hex: 0xFFFFFF, alpha: 0.5)))
      return list
    }
    let kept = try #require(KeptFrame(width: 400, height: 400, rasterizer: Rasterizer()))
    kept.draw(list(200), scale: 1)
    let damage = kept.draw(list(215), scale: 1)
    // The square's few moved pixels reach what the bar reads, so the whole bar is drawn again.
    #expect(damage.contains { $0.y <= 300 - 20 && $0.maxY == 400 && $0.width == 400 }, "\(damage)")
    let full = try #require(Rasterizer().render(list(215), scale: 1))
    #expect(kept.bitmap.digest == full.digest)
  }

  @Test func turnedOffItRedrawsTheWholeFrame() throws {
    let kept = try #require(KeptFrame(width: 1280, height: 800, rasterizer: Rasterizer(), tracksDamage: false))
    kept.draw(Self.feedWithPanel(at: 300), scale: 1)
    #expect(kept.draw(Self.feedWithPanel(at: 290), scale: 1) == [kept.whole])
  }

  /// A random frame of 240×160 points: fills with fractional edges, gradients, shadows, text,
  /// square and rounded clips, opacity groups, zooms, layers (some scaled snapshots) and blurs.
  static func randomList(_ rng: inout SplitMix64, depth: Int = 0) -> [DisplayCommand] {
    func d(_ range: ClosedRange<Double>) -> Double { range.lowerBound + rng.unit() * (range.upperBound - range.lowerBound) }
    func rect() -> Rect { Rect(x: d(-20...220), y: d(-20...150), width: d(1...120), height: d(0.3...90)) }
    func color() -> Color { Color(r: d(0...1), g: d(0...1), b: d(0...1), a: d(0.2...1)) }
    var out: [DisplayCommand] = []
    for _ in 0..<Int(d(2...9)) {
      switch Int(d(0...10.99)) {
      case 0, 1: out.append(.fill(RoundedRect(rect(), radius: rng.unit() < 0.5 ? 0 : d(0...20)), .solid(color())))
      case 2:
        let r = rect()
        out.append(.fill(RoundedRect(r), .linearGradient(start: Point(x: r.x, y: r.y), end: Point(x: r.maxX, y: r.maxY), stops: [GradientStop(0, color()), GradientStop(1, color())])))
      case 3: out.append(.shadow(RoundedRect(rect(), radius: d(0...24)), Shadow(color: color(), offset: Point(x: d(-3...3), y: d(0...6)), blur: d(0...20))))
      case 4: out.append(.text(TextRun("Frame \(Int(d(0...999)))", frame: rect(), size: d(8...20), color: color())))
      case 5: out.append(.stroke(RoundedRect(rect(), radius: d(0...10)), color(), width: d(0.5...3)))
      case 6 where depth < 2:
        out.append(.pushClip(RoundedRect(rect(), radius: rng.unit() < 0.5 ? 0 : d(0...16))))
        out += randomList(&rng, depth: depth + 1)
        out.append(.popClip)
      case 7 where depth < 2:
        out.append(.pushOpacity(d(0.1...0.9)))
        out += randomList(&rng, depth: depth + 1)
        out.append(.popOpacity)
      case 8 where depth < 2:
        out.append(.pushTransform(Transform(translation: Point(x: d(-30...60), y: d(-30...60)), scale: d(0.4...1.6))))
        out += randomList(&rng, depth: depth + 1)
        out.append(.popTransform)
      case 9 where depth < 2:
        let r = rect()
        out.append(
          .layer(
            Layer(
              key: "l\(Int(d(0...3)))", frame: r, opaque: false, cornerRadius: rng.unit() < 0.5 ? 0 : d(0...12),
              scalesSnapshot: rng.unit() < 0.3, commands: randomList(&rng, depth: depth + 1))))
      case 10: out.append(.backdropBlur(RoundedRect(rect(), radius: d(0...12)), radius: d(2...24), tint: color()))
      default: out.append(.fill(RoundedRect(rect()), .solid(color())))
      }
    }
    return out
  }

  /// A copy of `commands` with one top-level command (or one inside a group) replaced, moved or
  /// removed, so consecutive frames share most of what they draw.
  static func mutated(_ commands: [DisplayCommand], _ rng: inout SplitMix64) -> [DisplayCommand] {
    var out = commands
    let leaves = out.indices.filter {
      switch out[$0] {
      case .pushClip, .popClip, .pushOpacity, .popOpacity, .pushTransform, .popTransform: false
      default: true
      }
    }
    guard let i = leaves.isEmpty ? nil : leaves[Int(rng.unit() * Double(leaves.count))] else { return randomList(&rng) }
    switch Int(rng.unit() * 3) {
    case 0:
      if case .layer(var l) = out[i] {
        l.frame.x += rng.unit() * 7 - 3
        l.frame.y += rng.unit() * 3
        out[i] = .layer(l)
      } else if case .fill(var shape, let paint) = out[i] {
        shape.rect.y += rng.unit() * 5 - 2.5
        out[i] = .fill(shape, paint)
      } else {
        out.remove(at: i)
      }
    case 1: out[i] = randomList(&rng, depth: 2).first ?? out[i]
    default: out.insert(contentsOf: randomList(&rng, depth: 2), at: i)
    }
    return out
  }

  /// The seeds the random frames are drawn from: 0..<32 in the suite, or PANELLAB_DAMAGE_SEEDS
  /// (`A..<B`) to explore others.
  static let seeds: [UInt64] = {
    let bounds = ProcessInfo.processInfo.environment["PANELLAB_DAMAGE_SEEDS"]?.split(separator: "<").compactMap {
      UInt64($0.trimmingCharacters(in: CharacterSet(charactersIn: ".")))
    }
    guard let bounds, bounds.count == 2, bounds[0] < bounds[1] else { return Array(0..<32) }
    return Array(bounds[0]..<bounds[1])
  }()

  /// Random frames, each drawn from the last one's pixels by its damage on two threads (always in
  /// parts, and with big damage redrawn whole), equal a full redraw on one thread with a fresh
  /// rasterizer, byte for byte, at scales 1 and 2.
  @Test(arguments: seeds)
  func randomFramesDrawnFromTheirDamageOnTwoThreadsEqualFullRedrawsOnOne(_ seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    var partial = 0
    for scale in [1.0, 2.0] {
      let w = Rasterizer.pixels(240, scale), h = Rasterizer.pixels(160, scale)
      let inParts = Rasterizer()
      inParts.threads = 2
      inParts.partsShare = .infinity
      let kept = try #require(KeptFrame(width: w, height: h, rasterizer: inParts))
      let usual = Rasterizer()
      usual.threads = 2
      let keptUsual = try #require(KeptFrame(width: w, height: h, rasterizer: usual))
      var commands = Self.randomList(&rng)
      for step in 0..<16 {
        commands = step == 8 ? Self.randomList(&rng) : Self.mutated(commands, &rng)
        var list = DisplayList(size: Size(width: 240, height: 160), background: .white)
        for c in commands { list.append(c) }
        let damage = kept.draw(list, scale: scale)
        if damage != [kept.whole] { partial += 1 }
        keptUsual.draw(list, scale: scale)
        let full = try Self.freshRedraw(list, scale: scale)
        try #require(
          kept.bitmap.digest == full.digest,
          "seed \(seed), scale \(scale), step \(step): differs in \(Self.difference(kept.bitmap, full)), redrawn \(damage)")
        try #require(keptUsual.bitmap.digest == full.digest, "seed \(seed), scale \(scale), step \(step): the usual split differs")
      }
    }
    // Most steps really drew only part of the frame (of 32; 5 of 16 at one scale was the fewest
    // in seeds 0..<160).
    #expect(partial >= 12)
  }

  /// `content` under a sheet's backdrop (of `opacity`, leaving `unblurred` out of its frost) and
  /// a sheet of rounded corners as tall as nearly the whole frame, with a line of text.
  static func underASheet(_ content: [DisplayCommand], size: Size, opacity: Double, unblurred: [Range<Int>] = []) -> DisplayList {
    var list = DisplayList(size: size, background: .white)
    for c in content { list.append(c) }
    list.append(
      .backdrop(
        Backdrop(shape: RoundedRect(Rect(size: size)), blurRadius: 24, opacity: opacity, dim: Color.black.withAlpha(0.18), unblurred: unblurred)))
    let sheet = RoundedRect(Rect(x: size.width * 0.1, y: size.height * 0.08, width: size.width * 0.8, height: size.height), radius: 12.5)
    list.append(.shadow(sheet, Shadow(color: Color.black.withAlpha(0.22), offset: Point(x: 0, y: 8), blur: 20)))
    list.append(.pushClip(sheet))
    list.fill(sheet.rect, Color(hex: 0xFAFAFA))
    list.text(TextRun("Drawn over the frost", frame: sheet.rect.inset(by: 20), size: 17))
    list.append(.popClip)
    return list
  }

  /// While a sheet fades in over a still feed, every pixel changes, yet both threads draw a band
  /// each: the backdrop's blur, kept from the first frame, is composited in each band instead of
  /// making every band the whole frame its blur reads. The sheet's rounded sides lie inside the
  /// bands, so they do not widen them either.
  @Test(arguments: [1.0, 2.0])
  func aSheetFadingInOverAStillFeedIsDrawnInBandsOnBothThreads(_ scale: Double) throws {
    let feed = Self.feedWithPanel(at: 300).commands
    let size = Size(width: 1280, height: 800)
    let rasterizer = Rasterizer()
    rasterizer.threads = 2
    let kept = try #require(KeptFrame(width: Rasterizer.pixels(1280, scale), height: Rasterizer.pixels(800, scale), rasterizer: rasterizer))
    kept.draw(Self.underASheet(feed, size: size, opacity: 0.3), scale: scale)
    for opacity in [0.4, 0.55, 0.7, 1] {
      let before = rasterizer.pixelsByThread
      let list = Self.underASheet(feed, size: size, opacity: opacity)
      #expect(kept.draw(list, scale: scale) == [kept.whole])
      let drawn = zip(rasterizer.pixelsByThread, before).map { $0 - $1 }
      // Two bands of about half the frame each, with their aprons.
      let frame = kept.whole.area
      #expect(drawn.count == 2 && drawn.allSatisfy { $0 > frame * 4 / 10 && $0 < frame * 6 / 10 }, "\(drawn) of \(frame)")
      let full = try Self.freshRedraw(list, scale: scale)
      #expect(kept.bitmap.digest == full.digest, "opacity \(opacity): differs in \(Self.difference(kept.bitmap, full))")
    }
    #expect(rasterizer.backdropBlurCount == 1)
  }

  /// Random frames under a sheet's backdrop, drawn from their damage on two threads, always in
  /// parts, equal full redraws on one thread: the backdrop fades (its blur kept and shared by the
  /// bands), what lies behind it changes (its blur made again), and some of what lies behind is
  /// left out of its frost.
  @Test(arguments: seeds)
  func randomFramesUnderASheetDrawnInBandsEqualFullRedraws(_ seed: UInt64) throws {
    var rng = SplitMix64(seed: seed &+ 1000)
    let size = Size(width: 240, height: 160)
    for scale in [1.0, 2.0] {
      let inParts = Rasterizer()
      inParts.threads = 2
      inParts.partsShare = .infinity
      let kept = try #require(KeptFrame(width: Rasterizer.pixels(240, scale), height: Rasterizer.pixels(160, scale), rasterizer: inParts))
      var content = Self.randomList(&rng)
      var opacity = 0.2
      for step in 0..<12 {
        if rng.unit() < 0.3 { content = Self.mutated(content, &rng) } else { opacity = Swift.min(1, opacity + rng.unit() * 0.2) }
        // One top-level command of the content, now and then, shows through unblurred.
        var unblurred: [Range<Int>] = []
        var depth = 0
        var leaves: [Int] = []
        for (i, c) in content.enumerated() {
          switch c {
          case .pushClip, .pushOpacity, .pushTransform: depth += 1
          case .popClip, .popOpacity, .popTransform: depth -= 1
          default: if depth == 0 { leaves.append(i) }
          }
        }
        if step % 3 == 2, !leaves.isEmpty {
          let i = leaves[Int(rng.unit() * Double(leaves.count))]
          unblurred = [i..<i + 1]
        }
        let list = Self.underASheet(content, size: size, opacity: opacity, unblurred: unblurred)
        let damage = kept.draw(list, scale: scale)
        let full = try Self.freshRedraw(list, scale: scale)
        try #require(
          kept.bitmap.digest == full.digest,
          "seed \(seed), scale \(scale), step \(step): differs in \(Self.difference(kept.bitmap, full)), redrawn \(damage)")
      }
    }
  }
}
