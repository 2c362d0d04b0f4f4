/// Few rectangles covering a set of damaged ones: overlapping or touching rectangles are merged,
/// and past `limit` the pair whose union adds the fewest pixels is merged, so a clip and an upload
/// stay a handful of rectangles. Every pixel of the input stays covered.
enum DamageRegion {
  /// Most rectangles a frame's damage is drawn and uploaded as.
  static let limit = 8

  /// The merged rectangles, top to bottom then left to right.
  static func merged(_ rects: [PixelRect], limit: Int = limit) -> [PixelRect] {
    var rs = rects.filter { $0.area > 0 }
    var merging = true
    while merging {
      merging = false
      outer: for i in rs.indices {
        for j in rs.indices where j > i && rs[i].touches(rs[j]) {
          rs[i] = rs[i].union(rs[j])
          rs.remove(at: j)
          merging = true
          break outer
        }
      }
    }
    while rs.count > limit {
      var best = (i: 0, j: 1, cost: Int.max)
      for i in rs.indices {
        for j in rs.indices where j > i {
          let cost = rs[i].union(rs[j]).area - rs[i].area - rs[j].area
          if cost < best.cost { best = (i, j, cost) }
        }
      }
      rs[best.i] = rs[best.i].union(rs[best.j])
      rs.remove(at: best.j)
      // The union may now touch others.
      return merged(rs, limit: limit)
    }
    return rs.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
  }
}
