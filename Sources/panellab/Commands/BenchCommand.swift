import Foundation
import PanelCore
import PanelHost
import PanelRender

/// `panellab bench`: times the model, the display list and the raster per frame over a session.
enum BenchCommand {
  static func main(_ args: [String]) throws -> Int32 {
    let a = try Arguments(args, options: ["--scale", "--frames", "--recording", "--threads"], flags: ["--json", "--breakdown", "--no-damage"])
    try a.expectPositional(0, "")
    let scale = try a.number("--scale", in: 0.5...4) ?? 1
    let frames = try a.integer("--frames", in: 1...1_000_000) ?? 600
    let recording: Recording
    var source = "built-in script"
    var images = SceneImages()
    if let path = a["--recording"] {
      // Asked for by name: a missing or bad file is an error, not a reason to time something else.
      recording = try ReplayCommand.load(path, force: false)
      source = path
      // Its pictures are drawn as a replay draws them, so their cost is in the figures.
      images = try SceneLoading.images(of: recording, at: path)
    } else if let path = SceneLoading.assetDirectory.map({ $0 + "/demo.plrec" }), FileManager.default.fileExists(atPath: path) {
      recording = try ReplayCommand.load(path, force: false)
      source = path
    } else {
      recording = DemoScript.recording
    }
    let config = try SceneConfig(json: recording.scene)
    let size = Size(width: 1280, height: 800)
    let rasterizer = Rasterizer(assetDirectory: SceneLoading.assetDirectory, images: images.paths)
    if a.has("--breakdown") { rasterizer.profile = [:] }
    rasterizer.threads = try a.integer("--threads", in: 1...16) ?? Rasterizer.defaultThreads
    // Frames are drawn as the window and the exports draw them: each from the last, redrawing
    // only its damage (all of it with --no-damage).
    guard
      let kept = KeptFrame(
        width: Rasterizer.pixels(size.width, scale), height: Rasterizer.pixels(size.height, scale), rasterizer: rasterizer,
        tracksDamage: !a.has("--no-damage"))
    else { throw RunFailure(message: "cannot allocate the frame") }
    let bitmap = kept.bitmap
    var model: [Double] = []
    var list: [Double] = []
    var raster: [Double] = []
    var total: [Double] = []
    var damaged: [Double] = []
    // With --breakdown, each frame's time per command kind, so the slowest frames can be told apart.
    var frameProfiles: [[String: Double]] = []
    // What each frame showed, for the slowest frames' list: the sheet's phase, a divider drag.
    var frameNotes: [String] = []
    // The calling thread's CPU time per raster: steadier than the clock on a loaded machine.
    var rasterCPU: [Double] = []
    var lastLook = Look()
    let inputs = recording.inputs.map(\.input).filter { if case .resize = $0.event { false } else { true } }
    let duration = (inputs.last?.time ?? 0) + 1_000_000
    /// A fresh session of the recorded inputs (a recording plays the same at any window size but
    /// the bench's, so resizes are left out).
    func freshSession() -> SceneSession {
      var session = SceneSession(scene: Scene(config: config, size: size, scale: scale), fps: 60)
      for input in inputs { session.enqueue(input) }
      return session
    }
    var session = freshSession()
    // Each frame of a pass of the session by the calling thread's CPU, the least over the passes
    // the run makes: the model step's own cost, which the time slices of a loaded machine (what a
    // p99 of the clock mostly shows there) leave out.
    var leastModelCPU: [Double] = []
    var frameInPass = 0
    var passes = 1
    for _ in 0..<frames {
      // Loop the session: start again from a fresh scene.
      if session.nextFrameTime > duration {
        session = freshSession()
        frameInPass = 0
        passes += 1
      }
      let t0 = now()
      let m0 = threadCPU()
      _ = try? session.runFrame()
      let m = threadCPU() - m0
      let t1 = now()
      if frameInPass < leastModelCPU.count {
        leastModelCPU[frameInPass] = Swift.min(leastModelCPU[frameInPass], m)
      } else {
        leastModelCPU.append(m)
      }
      frameInPass += 1
      let displayList = session.render()
      let t2 = now()
      let before = rasterizer.profile
      let cpu0 = threadCPU()
      kept.draw(displayList, scale: scale)
      let t3 = now()
      rasterCPU.append(threadCPU() - cpu0)
      if let after = rasterizer.profile, let before {
        frameProfiles.append(after.compactMapValues { $0 }.merging(before) { a, b in a - b })
        frameNotes.append(note(session.scene, after: &lastLook))
      }
      damaged.append(kept.damagedShare)
      model.append(t1 - t0)
      list.append(t2 - t1)
      raster.append(t3 - t2)
      total.append(t3 - t0)
    }
    let stats = [("frame_ms", total), ("model_ms", model), ("display_list_ms", list), ("raster_ms", raster)]
    // The machine's yardstick: one copy of the frame's pixels. Figures as multiples of it compare
    // across machines far better than milliseconds do.
    let copy = FrameCopy.milliseconds(bytes: bitmap.stride * bitmap.height)
    if a.has("--json") {
      var members: [JSONValue.Member] = [.init("scale", .number(scale)), .init("frames", .number(Double(frames)))]
      members.append(.init("frame_copy_ms", .number(round3(copy))))
      for (name, values) in stats {
        let s = summary(values)
        members.append(
          .init(
            name,
            .object([
              "p50": .number(round3(s.p50)), "p99": .number(round3(s.p99)), "max": .number(round3(s.max)),
              "p50_copies": .number(round3(s.p50 / copy)), "p99_copies": .number(round3(s.p99 / copy)),
            ])))
      }
      let cpu = summary(rasterCPU)
      members.append(
        .init(
          "raster_cpu_ms",
          .object(["p50": .number(round3(cpu.p50)), "p99": .number(round3(cpu.p99)), "max": .number(round3(cpu.max))])))
      let least = summary(leastModelCPU)
      members.append(
        .init(
          "model_cpu_least_ms",
          .object([
            "p50": .number(round4(least.p50)), "p99": .number(round4(least.p99)), "max": .number(round4(least.max)),
            "passes": .number(Double(passes)), "frames_per_pass": .number(Double(leastModelCPU.count)),
          ])))
      let d = summary(damaged)
      members.append(
        .init(
          "damaged_share",
          .object(["mean": .number(round3(mean(damaged))), "p50": .number(round3(d.p50)), "p99": .number(round3(d.p99))])))
      members.append(.init("damage_tracking", .bool(kept.tracksDamage)))
      members.append(.init("threads", .number(Double(rasterizer.threads))))
      members.append(.init("pixels_by_thread", .array(rasterizer.pixelsByThread.map { .number(Double($0)) })))
      members.append(.init("source", .string(source)))
      print(JSONWriter.string(.object(members)))
    } else {
      // Says what is timed: the bench's window, not the recording's, and how the session loops.
      let pixels = "\(Rasterizer.pixels(size.width, scale))x\(Rasterizer.pixels(size.height, scale))"
      let seconds = String(format: "%.2f", Double(duration) / Double(Micros.perSecond))
      let redrawn = kept.tracksDamage ? "its damaged rectangles" : "the whole frame (--no-damage)"
      print(
        "panellab bench: \(source), \(frames) frames (\(String(format: "%.2f", Double(frames) / 60)) s) on a 60 fps grid, "
          + "each timed as model step + display list + raster of \(redrawn)")
      print(
        "  window 1280x800 points (\(pixels) pixels at scale \(JSONWriter.number(scale))), not the recording's size (its resizes are left out); "
          + "the session starts again from a fresh scene every \(seconds) s (its last input + 1 s)")
      print(String(format: "one frame copy (memcpy of %d bytes): %.3f ms", bitmap.stride * bitmap.height, copy))
      print("                     p50      p99      max   (ms per frame)   p50      p99   (frame copies)")
      for (name, values) in stats {
        let s = summary(values)
        let label = name.padding(toLength: 16, withPad: " ", startingAt: 0)
        print(label + String(format: " %8.3f %8.3f %8.3f %16.1f %8.1f", s.p50, s.p99, s.max, s.p50 / copy, s.p99 / copy))
      }
      // The raster's calling-thread CPU moves far less with a loaded machine's time slices than the clock.
      let cpu = summary(rasterCPU)
      print(
        String(
          format: "raster, calling thread's CPU: p50 %.3f, p99 %.3f, max %.3f ms (p99 %.1f frame copies)", cpu.p50, cpu.p99, cpu.max,
          cpu.p99 / copy))
      let least = summary(leastModelCPU)
      print(
        String(
          format: "model step, calling thread's CPU, each of a pass's %d frames the least of %d passes: p50 %.4f, p99 %.4f, max %.4f ms",
          leastModelCPU.count, passes, least.p50, least.p99, least.max))
      let d = summary(damaged)
      print(
        String(format: "damaged share of the frame: mean %.1f%%, p50 %.1f%%, p99 %.1f%%", 100 * mean(damaged), 100 * d.p50, 100 * d.p99)
          + (kept.tracksDamage ? "" : " (damage tracking off)"))
      let split = rasterizer.pixelsByThread
      let drawn = Swift.max(1, split.reduce(0, +))
      print(
        "threads: \(rasterizer.threads); pixels drawn by each (frames, parts, layers drawn ahead): "
          + (split.isEmpty ? "none" : split.map { String(format: "%.0f%%", 100 * Double($0) / Double(drawn)) }.joined(separator: " / ")))
      if let profile = rasterizer.profile {
        let counts = rasterizer.layerCacheCounts
        print("layers: \(counts.hits) reused, \(counts.misses) drawn afresh; backdrop blurs made: \(rasterizer.backdropBlurCount)")
        print("raster time by command (ms per frame, mean):")
        for (kind, ms) in profile.sorted(by: { $0.value > $1.value }) {
          print("  " + kind.padding(toLength: 14, withPad: " ", startingAt: 0) + String(format: " %8.3f", ms / Double(frames)))
        }
        printSlowest(raster: raster, cpu: rasterCPU, damaged: damaged, profiles: frameProfiles, notes: frameNotes, copy: copy)
        printSlowestModel(leastModelCPU, inputs: inputs, session: session)
      }
    }
    return 0
  }

  /// The slowest 1 % of frames by raster time: their time per command kind, and which frames
  /// they are (index, raster time, damaged share, what the scene was doing).
  private static func printSlowest(raster: [Double], cpu: [Double], damaged: [Double], profiles: [[String: Double]], notes: [String], copy: Double) {
    guard profiles.count == raster.count, !raster.isEmpty else { return }
    let count = Swift.max(1, raster.count / 100)
    let slowest = raster.indices.sorted { (raster[$0], $1) > (raster[$1], $0) }.prefix(count)
    var kinds: [String: Double] = [:]
    for i in slowest { kinds.merge(profiles[i]) { $0 + $1 } }
    print("slowest \(count) frames (1 %): raster time by command (ms per frame, mean):")
    for (kind, ms) in kinds.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) where ms / Double(count) >= 0.005 {
      print("  " + kind.padding(toLength: 14, withPad: " ", startingAt: 0) + String(format: " %8.3f", ms / Double(count)))
    }
    // By what the scene was doing, then the frames themselves in order.
    var byNote: [String: (frames: Int, ms: Double)] = [:]
    for i in slowest {
      let so = byNote[notes[i], default: (0, 0)]
      byNote[notes[i]] = (so.frames + 1, so.ms + raster[i])
    }
    for (n, v) in byNote.sorted(by: { ($0.value.frames, $1.key) > ($1.value.frames, $0.key) }) {
      print("  \(v.frames) while \(n)" + String(format: ", mean %.2f ms (%.1f copies)", v.ms / Double(v.frames), v.ms / Double(v.frames) / copy))
    }
    // Every frame by what the scene was doing, so one kind of frame can be followed across builds.
    print("raster time by what the scene was doing (all frames):")
    var groups: [String: [Int]] = [:]
    for i in raster.indices { groups[notes[i], default: []].append(i) }
    for (n, frames) in groups.sorted(by: { ($0.value.count, $1.key) > ($1.value.count, $0.key) }) {
      let times = frames.map { raster[$0] }
      let s = summary(times)
      print(
        "  " + n.padding(toLength: 32, withPad: " ", startingAt: 0)
          + String(
            format: " %5d frames, mean %6.2f ms, p50 %6.2f, max %6.2f; calling thread's CPU mean %6.2f ms; damaged mean %5.1f%%",
            frames.count, mean(times), s.p50, s.max, mean(frames.map { cpu[$0] }), 100 * mean(frames.map { damaged[$0] })))
    }
    print(
      "  slowest frames: "
        + slowest.sorted().map { String(format: "%d (%.1f ms, %.0f%%)", $0, raster[$0], 100 * damaged[$0]) }.joined(separator: ", "))
  }

  /// The frames of a pass whose model step (least CPU over the passes) is over a tenth of a
  /// millisecond, slowest first, each with the inputs it fed: what a model p99 is made of.
  private static func printSlowestModel(_ least: [Double], inputs: [TimedInput], session: SceneSession) {
    let slow = least.indices.filter { least[$0] > 0.1 }.sorted { (least[$0], $1) > (least[$1], $0) }
    print("model step over 0.1 ms (least CPU of the passes): \(slow.count) of a pass's \(least.count) frames")
    for i in slow {
      // Frame i feeds the inputs after frame i - 1's time, up to its own.
      let after = i == 0 ? Micros.min : session.time(ofFrame: i - 1)
      let fed = inputs.filter { $0.time > after && $0.time <= session.time(ofFrame: i) }.map { input -> String in
        let json = InputEventCoding.json(for: input)
        let type = json["type"]?.string ?? "?"
        return json["path"]?.string.map { "\(type) \($0)" } ?? type
      }
      print(String(format: "  frame %4d  %.4f ms  ", i, least[i]) + (fed.isEmpty ? "no input" : fed.joined(separator: ", ")))
    }
  }

  /// What the scene is doing, in a few words: a sheet zooming or shown, panes laid out anew (a
  /// divider drag), the feed scrolling; `last` is what the frame before showed.
  private static func note(_ scene: Scene, after last: inout Look) -> String {
    var parts: [String] = []
    if let sheet = scene.component(SheetModel.self), sheet.motion != .hidden {
      parts.append("sheet \(sheet.phase)" + (sheet.cardShare > 0 ? " zooming" : ""))
    }
    let layout = scene.component(SplitTree.self)?.frames
    if layout != last.layout, last.layout != nil { parts.append("panes relaid") }
    let offset = scene.component(FeedModel.self)?.scroll.offset
    if offset != last.feedOffset, last.feedOffset != nil { parts.append("feed scrolling") }
    // A panel moved alone is the issue's "panel dragged over a still feed": its strip's cost.
    let panels = scene.components(PanelModel.self).map(\.surfaceFrame)
    if panels != last.panelFrames, last.panelFrames != nil { parts.append("panel moving") }
    last = Look(layout: layout, feedOffset: offset, panelFrames: panels)
    return parts.isEmpty ? "other" : parts.joined(separator: ", ")
  }

  /// What the frame before showed, for `note`: the panes' layout, the feed's offset, the panels' frames.
  private struct Look {
    var layout: PaneLayout?
    var feedOffset: Double?
    var panelFrames: [Rect]?
  }

  /// The calling thread's CPU time, milliseconds.
  private static func threadCPU() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1e6
  }

  private static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000 }

  private static func mean(_ values: [Double]) -> Double { values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count) }

  private static func round3(_ d: Double) -> Double { (d * 1000).rounded() / 1000 }

  private static func round4(_ d: Double) -> Double { (d * 10000).rounded() / 10000 }

  /// Median, 99th percentile (nearest rank) and maximum.
  static func summary(_ values: [Double]) -> (p50: Double, p99: Double, max: Double) {
    let s = values.sorted()
    guard !s.isEmpty else { return (0, 0, 0) }
    func rank(_ p: Double) -> Double { s[Swift.min(s.count - 1, Int((p * Double(s.count)).rounded(.up)) - 1)] }
    return (rank(0.5), rank(0.99), s.last!)
  }
}
