import PanelCore

/// Works out which device pixels differ between two display lists drawn at the same scale: the
/// boxes of what appeared, vanished, moved or changed (a moved thing damages where it was and
/// where it is). Drawing the new list clipped to the damage onto the old list's pixels then gives
/// the frame a full redraw gives.
///
/// The lists are compared as trees (`DisplayNode`): the longest common subsequence of each
/// level's nodes is kept, and a changed group whose push (or layer) stayed the same is compared
/// inside, so a caret blinking in a still card damages the caret's box, not the card. Every pixel
/// outside the damage is covered by the same commands in the same order in both lists, so it
/// cannot differ.
///
/// What reads pixels already drawn needs more. A backdrop blur (and a backdrop made afresh) reads
/// around its shape: where the damage reaches what it reads, all it reads is damaged too, so the
/// clipped redraw hands it the pixels a full redraw would. A backdrop keeps its blur while the
/// commands before it stay the same, so when any of them changed it is redrawn whole.
struct Damage {
  /// The damaged boxes, whole pixels, inside the frame, merged (`DamageRegion`).
  private(set) var rects: [PixelRect] = []
  private let frame: PixelRect
  /// What each blur of the new list reads, whole pixels inside the frame: a frame drawn in bands
  /// draws each band with all that the blurs it meets read.
  private(set) var readerBoxes: [PixelRect] = []
  /// The same for each backdrop, apart: one whose kept blur is shared by the threads reads
  /// nothing in a band (`Rasterizer.render`).
  private(set) var backdropBoxes: [PixelRect] = []
  /// The boxes of what cairo fills as a curved polygon (`cutBoxes(of:)`), whole pixels inside the
  /// frame: a part of a frame is drawn on a surface holding every one of them its pixels meet.
  private(set) var cutBoxes: [PixelRect] = []
  /// The position (in the new flat list) of the first difference.
  private var firstDifference = Int.max

  /// The damage between `old` and `new` at `scale` in a frame of `width`×`height` pixels.
  init(from old: [DisplayNode], to new: [DisplayNode], scale: Double, width: Int, height: Int) {
    frame = PixelRect(x: 0, y: 0, width: width, height: height)
    let context = DeviceContext(
      scale: scale, x: 0, y: 0, clip: DeviceBox(minX: 0, minY: 0, maxX: Double(width), maxY: Double(height)), displayScale: scale)
    var position = 0
    compare(old, new, context, position: &position)
    rects = DamageRegion.merged(rects)
    if !rects.isEmpty { cutBoxes = Self.cutBoxes(of: new, context, frame: frame) }
    guard new.contains(where: \.reads) else { return }
    // Merging grows the damage, which may then reach more of what a blur reads.
    var pending = readers(of: new, context)
    readerBoxes = pending.filter { !$0.backdrop }.compactMap { $0.box.isEmpty ? nil : $0.box.snapped().intersection(frame) }
    backdropBoxes = pending.filter(\.backdrop).compactMap { $0.box.isEmpty ? nil : $0.box.snapped().intersection(frame) }
    let backdrops = pending.filter(\.backdrop).count
    while includeReaders(&pending, backdrops: backdrops) { rects = DamageRegion.merged(rects) }
  }

  /// The device boxes (each cut to the clip it lies under and to the frame) of everything cairo
  /// fills as a curved polygon straight onto the frame: rounded fills, clips, pictures and blurs.
  ///
  /// cairo cuts a polygon at the edges of the surface it draws on, and the cut adds vertices to
  /// its scan conversion: rows where a cut edge ends take another sampling path, and pixels all
  /// along the shape's far edge come out a level off. A surface that holds the whole box cuts
  /// the polygon where the frame and the clip do, as a whole frame does. Rectangles are filled
  /// as boxes (no polygon), and strokes, small gradients and layers' own contents are drawn on
  /// surfaces of their own, so none of those is listed.
  static func cutBoxes(of nodes: [DisplayNode], _ c: DeviceContext, frame: PixelRect) -> [PixelRect] {
    var boxes: [PixelRect] = []
    func add(_ shape: RoundedRect, _ c: DeviceContext) {
      let r = shape.radii
      guard r.topLeft > 0 || r.topRight > 0 || r.bottomLeft > 0 || r.bottomRight > 0 else { return }
      let box = c.box(shape.rect).intersection(c.clip)
      if !box.isEmpty, let b = box.snapped().intersection(frame) { boxes.append(b) }
    }
    func walk(_ nodes: [DisplayNode], _ c: DeviceContext) {
      for node in nodes {
        switch node.command {
        case .fill(let shape, _), .backdropBlur(let shape, _, _): add(shape, c)
        case .image(_, let shape, _): add(shape, c)
        case .backdrop(let backdrop): add(backdrop.shape, c)
        case .pushClip(let shape):
          add(shape, c)
          if let inner = innerContext(of: node, c) { walk(node.children, inner) }
        case .pushTransform, .pushOpacity:
          if let inner = innerContext(of: node, c) { walk(node.children, inner) }
        case .layer(let layer):
          // Only an opaque square-cornered layer may be drawn straight onto the frame.
          if layer.opaque, layer.cornerRadius == 0, let inner = innerContext(of: node, c) { walk(node.children, inner) }
        default:
          break
        }
      }
    }
    walk(nodes, c)
    return boxes
  }

  /// Adds the pixels `box` touches.
  private mutating func add(_ box: DeviceBox) {
    guard !box.isEmpty, let r = box.snapped().intersection(frame) else { return }
    rects.append(r)
  }

  private func touches(_ box: DeviceBox) -> Bool {
    guard !box.isEmpty, let r = box.snapped().intersection(frame) else { return false }
    return rects.contains { $0.intersection(r) != nil }
  }

  private mutating func compare(_ old: [DisplayNode], _ new: [DisplayNode], _ context: DeviceContext, position: inout Int) {
    for step in Self.align(old, new) {
      switch step {
      case .same(let j):
        position += new[j].count
      case .changed(let a, let b):
        firstDifference = Swift.min(firstDifference, position)
        if a.count == 1, b.count == 1, old[a.lowerBound].opensLike(new[b.lowerBound]),
          let inner = Self.innerContext(of: new[b.lowerBound], context)
        {
          position += 1
          compare(old[a.lowerBound].children, new[b.lowerBound].children, inner, position: &position)
          position += new[b.lowerBound].count - 1 - new[b.lowerBound].children.reduce(0) { $0 + $1.count }
        } else {
          for i in a { add(Self.bounds(old[i], context)) }
          for j in b {
            add(Self.bounds(new[j], context))
            position += new[j].count
          }
        }
      }
    }
  }

  /// One step of an alignment of two node lists: a node kept, or a run replaced by another run.
  enum Step {
    case same(Int)
    case changed(Range<Int>, Range<Int>)
  }

  /// Most cells of the comparison table; longer changed runs are taken as replaced whole.
  static let alignmentCells = 250_000

  /// Aligns `a` with `b` by their longest common subsequence of equal nodes.
  static func align(_ a: [DisplayNode], _ b: [DisplayNode]) -> [Step] {
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix].sameAs(b[prefix]) { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix].sameAs(b[b.count - 1 - suffix]) { suffix += 1 }
    var steps = (0..<prefix).map { Step.same($0) }
    let a0 = prefix, a1 = a.count - suffix, b0 = prefix, b1 = b.count - suffix
    let m = a1 - a0, n = b1 - b0
    if m > 0 || n > 0 {
      if m == 0 || n == 0 || m * n > alignmentCells {
        steps.append(.changed(a0..<a1, b0..<b1))
      } else {
        // lengths[i][j]: the longest common subsequence of a[a0+i..<a1] and b[b0+j..<b1].
        var lengths = [Int32](repeating: 0, count: (m + 1) * (n + 1))
        for i in stride(from: m - 1, through: 0, by: -1) {
          for j in stride(from: n - 1, through: 0, by: -1) {
            lengths[i * (n + 1) + j] =
              a[a0 + i].digest == b[b0 + j].digest && a[a0 + i].sameAs(b[b0 + j])
              ? lengths[(i + 1) * (n + 1) + j + 1] + 1
              : Swift.max(lengths[(i + 1) * (n + 1) + j], lengths[i * (n + 1) + j + 1])
          }
        }
        var i = 0, j = 0, runA = 0, runB = 0
        func flush() {
          if i > runA || j > runB { steps.append(.changed(a0 + runA..<a0 + i, b0 + runB..<b0 + j)) }
        }
        while i < m && j < n {
          if lengths[i * (n + 1) + j] == lengths[(i + 1) * (n + 1) + j + 1] + 1, a[a0 + i].digest == b[b0 + j].digest,
            a[a0 + i].sameAs(b[b0 + j])
          {
            flush()
            steps.append(.same(b0 + j))
            i += 1
            j += 1
            runA = i
            runB = j
          } else if lengths[(i + 1) * (n + 1) + j] >= lengths[i * (n + 1) + j + 1] {
            i += 1
          } else {
            j += 1
          }
        }
        i = m
        j = n
        flush()
      }
    }
    steps += (b1..<b.count).map { Step.same($0) }
    return steps
  }

  /// The context of a group's children, or nil when they cannot be compared in place (a layer
  /// whose pixels are made at another scale and then scaled).
  static func innerContext(of node: DisplayNode, _ c: DeviceContext) -> DeviceContext? {
    switch node.command {
    case .pushClip(let shape):
      var inner = c
      inner.clip = c.clip.intersection(c.box(shape.rect).outset(1))
      return inner
    case .pushTransform(let t):
      return c.transformed(t)
    case .pushOpacity:
      return c
    case .layer(let layer):
      if layer.scalesSnapshot && c.scale != c.displayScale { return nil }
      return c.inside(layer)
    default:
      return nil
    }
  }

  /// Every device pixel `node` may draw on (or, for what reads the frame, read).
  static func bounds(_ node: DisplayNode, _ c: DeviceContext) -> DeviceBox {
    switch node.command {
    case .layer(let layer):
      return c.layerPixels(layer.frame).intersection(c.clip)
    case .pushClip, .pushOpacity, .pushTransform:
      guard let inner = innerContext(of: node, c) else { return c.clip }
      return node.children.reduce(DeviceBox.empty) { $0.union(bounds($1, inner)) }
    case .backdrop, .backdropBlur:
      // What a blur reads is not limited by the clip: the pixels under it and around it must be
      // the ones a full redraw has there, so all it reads is redrawn.
      return leafBounds(node.command, c)
    default:
      return leafBounds(node.command, c).intersection(c.clip)
    }
  }

  /// Every device pixel one drawing command may touch.
  static func leafBounds(_ command: DisplayCommand, _ c: DeviceContext) -> DeviceBox {
    switch command {
    case .fill(let shape, _):
      return c.box(shape.rect)
    case .stroke(let shape, _, let width):
      return c.box(shape.rect.inset(by: -width))
    case .polyline(let points, _, let width):
      guard let first = points.first else { return .empty }
      var box = DeviceBox(minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)
      for p in points {
        box = DeviceBox(minX: Swift.min(box.minX, p.x), minY: Swift.min(box.minY, p.y), maxX: Swift.max(box.maxX, p.x), maxY: Swift.max(box.maxY, p.y))
      }
      return c.box(Rect(x: box.minX, y: box.minY, width: box.maxX - box.minX, height: box.maxY - box.minY).inset(by: -width))
    case .shadow(let shape, let shadow):
      let sigma = shadow.blur / 2 * c.scale
      let extent = Double(sigma > 0.2 ? BoxBlur.extent(sigma: sigma) : 0) + 2
      return c.box(shadow.silhouette(of: shape.rect)).outset(extent)
    case .text(let run):
      return c.box(run.frame.inset(by: -run.size))
    case .image(_, let frame, _):
      return c.box(frame.rect)
    case .backdropBlur(let shape, let radius, _):
      return c.box(shape.rect).outset(readReach(radius: radius, scale: c.scale))
    case .backdrop(let backdrop):
      return c.box(backdrop.shape.rect).outset(readReach(radius: backdrop.blurRadius, scale: c.scale))
    case .prefetch:
      return .empty
    case .pushClip, .pushOpacity, .pushTransform, .popClip, .popOpacity, .popTransform, .layer:
      // An unmatched pop (or a push seen alone) may change anything after it.
      return c.clip
    }
  }

  /// How far outside its shape a blur reads, in device pixels (`BackdropBlur.blurred`'s pad, and
  /// one downsampled pixel more for its rounding).
  static func readReach(radius: Double, scale: Double) -> Double {
    let sigmaSmall = radius / 2 * scale / BackdropBlur.factor
    return Double(BoxBlur.extent(sigma: Swift.max(sigmaSmall, 0.3))) * BackdropBlur.factor + 2 * BackdropBlur.factor
  }

  /// A command that reads the frame, with what it reads and where it comes in the list.
  private struct Reader {
    var box: DeviceBox
    var backdrop: Bool
    var position: Int
  }

  /// Every command of `new` that reads the frame.
  private func readers(of new: [DisplayNode], _ context: DeviceContext) -> [Reader] {
    var readers: [Reader] = []
    var position = 0
    func collect(_ nodes: [DisplayNode], _ c: DeviceContext) {
      for node in nodes {
        defer { position += node.count }
        guard node.reads else { continue }
        if node.children.isEmpty {
          var backdrop = false
          if case .backdrop = node.command { backdrop = true }
          readers.append(Reader(box: Self.bounds(node, c), backdrop: backdrop, position: position))
        } else {
          let start = position
          position += 1
          // A layer drawn from another scale is damaged whole or not at all, like its box.
          let inner = Self.innerContext(of: node, c)
          collect(node.children, inner ?? c)
          if inner == nil { readers.append(Reader(box: Self.bounds(node, c), backdrop: false, position: start)) }
          position = start
        }
      }
    }
    collect(new, context)
    return readers
  }

  /// Damages all that a reader reads once the damage reaches any of it, until nothing more is
  /// added; and a backdrop whole when anything before it changed (its kept blur is then made
  /// again from what it reads), or when there are several (they take turns in the one kept blur).
  /// Returns whether anything was added (the damage is then merged and looked at again).
  private mutating func includeReaders(_ pending: inout [Reader], backdrops: Int) -> Bool {
    var added = false
    var grew = true
    while grew {
      grew = false
      pending.removeAll { r in
        let remade = r.backdrop && (backdrops > 1 || r.position >= firstDifference)
        guard remade || touches(r.box) else { return false }
        add(r.box)
        grew = true
        added = true
        return true
      }
    }
    return added
  }
}
