import Foundation
import PanelCore
import PanelRender

/// The two runs of a comparison as one video: B drawn translucent over A (the ghost overlay), or
/// A and B side by side, each panel and the sheet labelled with its run.
///
/// Both replays step in lockstep on the same frame grid; when one has settled and ended, its last
/// frame stays. The labels and the hand are drawn into both frames alike, so the blend leaves
/// them opaque.
enum GhostVideo {
  /// How strongly B shows over A in the overlay.
  static let ghostOpacity = 0.45

  /// The video's size in pixels for frames of `width` × `height`.
  static func size(width: Int, height: Int, sideBySide: Bool) -> (Int, Int) { sideBySide ? (width * 2, height) : (width, height) }

  /// Renders both runs of `runs` into `sinks`; returns the frames written.
  static func render(
    _ runs: CompareRuns, fps: Int, scale: Double, range: ReplayRange, sideBySide: Bool, touches: Bool, sinks: [FrameSink], total: Int
  ) throws -> Int {
    let sides = [runs.a, runs.b]
    var replayers: [Replayer] = []
    for side in sides {
      do { replayers.append(try Replayer(range.applied(to: side.recording), fps: fps, scale: scale)) } catch {
        throw InputError(file: runs.path, line: error.line, message: "\(side.label): \(error.message)")
      }
    }
    let size = replayers[0].scene.size
    let (w, h) = (Rasterizer.pixels(size.width, scale), Rasterizer.pixels(size.height, scale))
    let rasterizers = sides.map { Rasterizer(assetDirectory: SceneLoading.assetDirectory, images: $0.images.paths) }
    let frames = [Bitmap(width: w, height: h), Bitmap(width: w, height: h)]
    let (ow, oh) = Self.size(width: w, height: h, sideBySide: sideBySide)
    guard let a = frames[0], let b = frames[1], let out = Bitmap(width: ow, height: oh) else {
      throw RunFailure(message: "cannot allocate frames of \(w)x\(h) pixels")
    }
    var indicator = touches ? TouchIndicator(runs.a.recording.inputs.map(\.input)) : nil
    var ended = [false, false]
    var progress = ProgressBar(label: "compare")
    var count = 0
    while true {
      // The next frame of each run that has one; a run that ended keeps its last frame.
      var time: Micros?
      var lists: [DisplayList?] = [nil, nil]
      for i in 0..<2 where !ended[i] {
        guard let t = try nextFrame(&replayers[i], range: range, path: runs.path, label: sides[i].label) else {
          ended[i] = true
          continue
        }
        time = time ?? t
        lists[i] = replayers[i].session.render()
      }
      guard let time else { break }
      let labels = sides.indices.map { labelCommands(replayers[$0].scene, run: ["A", "B"][$0], sideBySide: sideBySide) }
      for i in 0..<2 {
        guard var list = lists[i] else { continue }
        list.size = size
        indicator?.draw(into: &list, at: time)
        // In the overlay both frames carry both runs' labels, so they blend to themselves.
        for c in sideBySide ? labels[i] : labels[0] + labels[1] { list.append(c) }
        rasterizers[i].render(list, scale: scale, into: frames[i]!)
      }
      if sideBySide { place(a, b, into: out) } else { blend(a, b, opacity: ghostOpacity, into: out) }
      for sink in sinks { try sink.write(out, index: count, changed: true) }
      count += 1
      progress.update(count, of: Swift.max(total, count))
    }
    progress.finish()
    for sink in sinks { try sink.finish() }
    return count
  }

  /// Steps `replayer` to its next frame in the range; nil at its end (or the range's).
  private static func nextFrame(_ replayer: inout Replayer, range: ReplayRange, path: String, label: String) throws -> Micros? {
    do {
      while let output = try replayer.next() {
        if range.isPast(output) { return nil }
        if case .frame(_, let time) = output { return time }
      }
    } catch {
      throw InputError(file: path, line: error.line, message: "\(label): \(error.message)")
    }
    return nil
  }

  /// A label over each panel and the sheet of `scene`, at their frames as the trace gives them.
  private static func labelCommands(_ scene: Scene, run: String, sideBySide: Bool) -> [DisplayCommand] {
    guard let line = try? JSONParser.parse(Trace.frameLine(scene, index: 0, time: 0)) else { return [] }
    var boxes: [(String, [Double])] = []
    for panel in line["panels"]?.elements ?? [] where panel["removed"]?.bool != true {
      if let id = panel["id"]?.string, let f = panel["frame"]?.elements?.compactMap { $0.number }, f.count == 4 { boxes.append((id, f)) }
    }
    if let f = line["sheet"]?["frame"]?.elements?.compactMap { $0.number }, f.count == 4 { boxes.append(("sheet", f)) }
    let colour = run == "A" ? Color(r: 0.18, g: 0.44, b: 0.87) : Color(r: 0.85, g: 0.34, b: 0.17)
    var list = DisplayList(size: scene.size)
    for (name, f) in boxes {
      let text = "\(run) \(name)"
      let width = Double(text.count) * 8.5 + 16
      // B's labels sit to the right of A's, so the two never cover each other in the overlay.
      let x = f[0] + 8 + (run == "B" && !sideBySide ? width + 6 : 0)
      let box = Rect(x: x, y: Swift.max(2, f[1] - 22), width: width, height: 18)
      list.fill(box, radius: 9, colour)
      list.text(TextRun(text, frame: box.inset(by: EdgeInsets(top: 1, left: 6, bottom: 1, right: 6)), size: 12, weight: .bold, color: .white, alignment: .center))
    }
    return list.commands
  }

  /// `out` = A × (1 − opacity) + B × opacity, channel by channel (premultiplied ARGB stays so).
  static func blend(_ a: Bitmap, _ b: Bitmap, opacity: Double, into out: Bitmap) {
    let wb = UInt32((opacity * 256).rounded())
    let wa = 256 - wb
    a.withBytes { pa in
      b.withBytes { pb in
        out.withBytes { po in
          for y in 0..<out.height {
            let ra = (pa.baseAddress! + y * a.stride).assumingMemoryBound(to: UInt32.self)
            let rb = (pb.baseAddress! + y * b.stride).assumingMemoryBound(to: UInt32.self)
            let ro = (po.baseAddress! + y * out.stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<out.width {
              let (p, q) = (ra[x], rb[x])
              // Two channels at a time in the even and odd bytes, each product fits its 16 bits.
              let even = (((p & 0x00FF_00FF) &* wa &+ (q & 0x00FF_00FF) &* wb) >> 8) & 0x00FF_00FF
              let odd = ((((p >> 8) & 0x00FF_00FF) &* wa &+ ((q >> 8) & 0x00FF_00FF) &* wb)) & 0xFF00_FF00
              ro[x] = even | odd
            }
          }
        }
      }
    }
  }

  /// A on the left half of `out`, B on the right.
  static func place(_ a: Bitmap, _ b: Bitmap, into out: Bitmap) {
    a.withBytes { pa in
      b.withBytes { pb in
        out.withBytes { po in
          let row = a.width * 4
          for y in 0..<a.height {
            (po.baseAddress! + y * out.stride).copyMemory(from: pa.baseAddress! + y * a.stride, byteCount: row)
            (po.baseAddress! + y * out.stride + row).copyMemory(from: pb.baseAddress! + y * b.stride, byteCount: row)
          }
        }
      }
    }
  }
}
