/// How a frame drawn in parts is cut up and shared among threads.
///
/// Each part is a band of a damaged rectangle (a large one is cut into as many bands of rows as
/// there are threads) and the surface it is drawn on: the band, an apron around it, every box a
/// blur reads that the band meets (and what the blurs in those boxes read, in turn), so a blur in
/// the band reads what a whole frame has there, and every curved shape those pixels meet
/// (`Damage.cutBoxes(of:)`), so the surface's edge never cuts one where the frame's does not.
enum PartPlan {
  /// A band to copy out and the surface it is drawn on.
  struct Part {
    var band: PixelRect
    var surface: PixelRect
  }

  /// Rectangles smaller than this many pixels are not cut: a thread's start costs more.
  static let smallestCut = 64 * 1024

  /// The parts of `rects` (inside `frame`) for `threads` threads.
  static func parts(
    of rects: [PixelRect], in frame: PixelRect, threads: Int, readers: [PixelRect], cuts: [PixelRect], apron: Int
  ) -> [Part] {
    var parts: [Part] = []
    for rect in rects {
      guard let r = rect.intersection(frame) else { continue }
      let bandCount = threads > 1 && r.area >= smallestCut ? Swift.min(threads, r.height) : 1
      let rows = (r.height + bandCount - 1) / bandCount
      for y in stride(from: r.y, to: r.maxY, by: rows) {
        let band = PixelRect(x: r.x, y: y, width: r.width, height: Swift.min(rows, r.maxY - y))
        var surface = PixelRect(x: band.x - apron, y: band.y - apron, width: band.width + 2 * apron, height: band.height + 2 * apron)
        // The pixels that must come out as a whole frame has them: the band and all its blurs read.
        var needed = [band]
        var pending = readers
        var grew = true
        while grew {
          grew = false
          pending.removeAll { reader in
            guard needed.contains(where: { $0.intersection(reader) != nil }) else { return false }
            needed.append(reader)
            grew = true
            return true
          }
        }
        for box in needed { surface = surface.union(box) }
        for cut in cuts where needed.contains(where: { $0.intersection(cut) != nil }) { surface = surface.union(cut) }
        guard let s = surface.intersection(frame) else { continue }
        parts.append(Part(band: band, surface: s))
      }
    }
    return parts
  }

  /// `parts` shared among `workers` threads, largest first to the least loaded (by surface area),
  /// so the threads finish near together.
  static func shares(_ parts: [Part], workers: Int) -> [[Part]] {
    var shares = [[Part]](repeating: [], count: workers)
    var loads = [Int](repeating: 0, count: workers)
    let order = parts.indices.sorted { (parts[$0].surface.area, $1) > (parts[$1].surface.area, $0) }
    for i in order {
      let w = loads.indices.min { (loads[$0], $0) < (loads[$1], $1) }!
      shares[w].append(parts[i])
      loads[w] += parts[i].surface.area
    }
    return shares
  }
}
