/// How a frame drawn in parts is cut up and shared among threads.
///
/// Each part is a band of a damaged rectangle (a large one is cut into as many bands of rows as
/// there are threads) and the surface it is drawn on: the band and every box a blur reads that
/// the band meets (and what the blurs in those boxes read, in turn), so a blur in the band reads
/// what a whole frame has there, each with an apron around it, and as wide as every curved shape
/// (`Damage.cutBoxes(of:)`) its left or right edge would otherwise cross.
///
/// Why only those edges: cairo limits a polygon to the surface it fills, and a limit at the side
/// of a curved shape adds vertices, which send rows down another sampling path (pixels along
/// the shape's far edge come out a level off). A limit at the top or bottom only starts or ends
/// the shape's edges there, each at the exact position it has in a whole frame; it changes how
/// the surface's first and last rows are sampled, which lie in the apron. So a band as wide as
/// the frame (a full-frame damage) never takes in the shapes it crosses, and two threads share
/// the frame even under a sheet.
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
        guard var surface = needed.reduce(nil, { (s: PixelRect?, box) in s.map { $0.union(box) } ?? box })?.outset(apron).intersection(frame)
        else { continue }
        // Widened, never heightened, until no curved shape crosses its sides.
        grew = true
        while grew {
          grew = false
          for cut in cuts where cut.y < surface.maxY && cut.maxY > surface.y && cut.x < surface.maxX && cut.maxX > surface.x {
            guard cut.x < surface.x || cut.maxX > surface.maxX else { continue }
            let x0 = Swift.min(surface.x, cut.x), x1 = Swift.max(surface.maxX, cut.maxX)
            surface = PixelRect(x: x0, y: surface.y, width: x1 - x0, height: surface.height)
            grew = true
          }
        }
        parts.append(Part(band: band, surface: surface))
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
