import CCairo
import Foundation
import PanelCore

/// Draws display lists into bitmaps with cairo (shapes) and pango (text).
///
/// It keeps caches across frames: blurred shadow masks (a 9-slice per corner radius and blur, so a
/// zooming card never re-blurs), pango layouts per text run, and pictures decoded and drawn at
/// the sizes shown. Everything it draws depends only on the display list, the scale and the
/// picture files, so a replay gives the same pixels.
public final class Rasterizer {
  /// Folder holding PNG assets named by `.image` commands.
  public let assetDirectory: String?
  /// The files of a scene's pictures, by the name the scene gives them (relative to the scene
  /// file); the program found and checked them when it loaded the scene.
  public var images: [String: String]
  let shadows = ShadowCache()
  let text: TextCache
  let layers = LayerCache()
  let backdrops = BackdropCache()
  let pictures = ImageCache()

  /// Creates a rasterizer that finds a scene's pictures in `images` (name → file) and the
  /// program's own PNG assets in `assetDirectory`.
  public init(assetDirectory: String? = nil, images: [String: String] = [:]) {
    self.assetDirectory = assetDirectory
    self.images = images
    text = TextCache()
  }

  /// Milliseconds spent per kind of command since the last reset, when profiling is on.
  public var profile: [String: Double]?

  /// How many frames it has drawn, so a `KeptFrame` knows whether its pixels are the last drawn.
  public private(set) var framesDrawn = 0

  /// Draws `list` at `scale` pixels per point into `bitmap` (which should be size × scale),
  /// touching only the pixels inside `rects` when given.
  ///
  /// A whole frame is drawn straight onto the bitmap, on the calling thread. So is a frame whose
  /// rectangles would give one thread surfaces covering `partsShare` of the frame or more:
  /// redrawing every pixel gives the same pixels (a whole frame is what the rectangles must
  /// equal) at less cost.
  ///
  /// Otherwise each rectangle is drawn as a frame of its own, with nothing clipped: on a surface
  /// over the rectangle, all that a blur there reads, an apron of `apron` pixels around those and
  /// every curved shape its sides cross (`needs`, which `KeptFrame` knows; `PartPlan`), offset so
  /// its coordinates are the frame's, and then its rectangle is copied into the bitmap. With more
  /// than one thread, large rectangles are cut into bands drawn the same way, shared among the
  /// threads. A cairo clip would send fractional edges down other compositing paths that round
  /// differently (a hairline under a clip came out a level off), and cairo's scan conversion
  /// differs where a surface's side cuts a shape: the apron and the curved shapes' boxes keep
  /// those cuts where a whole frame has them. A sole backdrop outside every group whose blur is
  /// kept is composited from that blur in every band, so its reach (the whole frame, for a
  /// sheet's) does not make each band a whole frame.
  public func render(
    _ list: DisplayList, scale: Double, into bitmap: Bitmap, only rects: [PixelRect]? = nil,
    needs known: (readers: [PixelRect], backdrops: [PixelRect], cuts: [PixelRect])? = nil
  ) {
    framesDrawn += 1
    prepare(scale: scale)
    let frame = PixelRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height)
    if pixelsByThread.count < threads { pixelsByThread += [Int](repeating: 0, count: threads - pixelsByThread.count) }
    guard let rects else { return drawWhole(list, scale: scale, into: bitmap) }
    let needs =
      known
      ?? {
        let found = Damage(from: [], to: DisplayNode.nodes(list.commands), scale: scale, width: bitmap.width, height: bitmap.height)
        return (found.readerBoxes, found.backdropBoxes, found.cutBoxes)
      }()
    // A backdrop whose blur is kept reads nothing more in a band: every band composites the one
    // blur, made from the whole frame.
    let sharedBackdrop = Self.soleBackdrop(of: list.commands).map { keepsBlur(for: $0, in: list.commands, scale: scale) } ?? false
    let parts = PartPlan.parts(
      of: rects, in: frame, threads: threads, readers: needs.readers + (sharedBackdrop ? [] : needs.backdrops), cuts: needs.cuts,
      apron: Self.apron)
    // A scene's pictures are drawn on one thread: each thread would decode and keep its own copy,
    // past the pictures' memory budget.
    let workers = Swift.min(images.isEmpty ? threads : 1, parts.count)
    let shares = PartPlan.shares(parts, workers: Swift.max(1, workers))
    // Layers to draw afresh (a divider drag's cards, laid out anew) are shared among the threads
    // when the frame is drawn whole; in bands each thread would draw all those its bands meet.
    let wanted = workers > 1 ? layersToMake(list, scale: scale, width: bitmap.width, height: bitmap.height) : []
    guard wanted.count <= 1 else { return drawWhole(list, scale: scale, into: bitmap, making: wanted) }
    // The frame is drawn whole when the busiest thread would draw nearly as much as that.
    guard Double(shares.map { $0.reduce(0) { $0 + $1.surface.area } }.max() ?? 0) < partsShare * Double(frame.area) else {
      return drawWhole(list, scale: scale, into: bitmap)
    }
    cairo_surface_flush(bitmap.surface)
    let target = PartTarget(base: cairo_image_surface_get_data(bitmap.surface)!, stride: bitmap.stride)
    backdropShared = sharedBackdrop
    defer { backdropShared = false }
    if workers <= 1 {
      for part in parts { drawPart(list, scale: scale, part, into: target) }
      pixelsByThread[0] += parts.reduce(0) { $0 + $1.surface.area }
    } else {
      while helpers.count < workers - 1 { helpers.append(Rasterizer(assetDirectory: assetDirectory, images: images)) }
      for h in helpers.prefix(workers - 1) {
        h.images = images
        h.prepare(scale: scale)
        h.backdropShared = sharedBackdrop
        if sharedBackdrop { h.backdrops.borrow(from: backdrops) }
      }
      for (i, share) in shares.enumerated() { pixelsByThread[i] += share.reduce(0) { $0 + $1.surface.area } }
      let job = PartJob(rasterizers: [self] + helpers.prefix(workers - 1), shares: shares, list: list, scale: scale, target: target)
      DispatchQueue.concurrentPerform(iterations: workers) { job.run($0) }
      for h in helpers.prefix(workers - 1) {
        h.backdropShared = false
        if sharedBackdrop { h.backdrops.giveBack() }
      }
    }
    cairo_surface_mark_dirty(bitmap.surface)
  }

  /// The list's one backdrop and its position, when it has exactly one (layers' commands
  /// included) and it lies outside every group: its blur is then the one kept.
  static func soleBackdrop(of commands: [DisplayCommand]) -> (backdrop: Backdrop, index: Int)? {
    var found: (Backdrop, Int)?
    var depth = 0
    var alone = true
    func count(_ commands: [DisplayCommand]) -> Int {
      commands.reduce(0) {
        switch $1 {
        case .backdrop: $0 + 1
        case .layer(let l): $0 + count(l.commands)
        default: $0
        }
      }
    }
    for (i, command) in commands.enumerated() {
      switch command {
      case .pushClip, .pushOpacity, .pushTransform: depth += 1
      case .popClip, .popOpacity, .popTransform:
        depth -= 1
        // An unmatched pop: what the groups are is not clear.
        if depth < 0 { return nil }
      case .backdrop(let b):
        if found != nil || depth != 0 { alone = false }
        found = (b, i)
      case .layer(let l):
        if count(l.commands) > 0 { alone = false }
      default: break
      }
      if !alone { return nil }
    }
    return found
  }

  /// Whether the backdrop at `index` of the frame's top-level `commands` would composite the
  /// blur already kept (or draws nothing), as `draw` would find it at `scale`.
  private func keepsBlur(for sole: (backdrop: Backdrop, index: Int), in commands: [DisplayCommand], scale: Double) -> Bool {
    guard sole.backdrop.opacity > 0 else { return true }
    // The transform `draw` has outside every group: the frame's scale.
    guard let probe = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else { return false }
    defer { cairo_surface_destroy(probe) }
    let cr = cairo_create(probe)!
    defer { cairo_destroy(cr) }
    cairo_scale(cr, scale, scale)
    if let source = Self.blurSource(commands[..<sole.index], leavingOut: sole.backdrop.unblurred) {
      return backdrops.holds(sole.backdrop, behind: source[...], cr: cr, scale: scale, source: true)
    }
    return backdrops.holds(sole.backdrop, behind: commands[..<sole.index], cr: cr, scale: scale, source: false)
  }

  /// Whether this frame's bands composite a backdrop blur kept from the whole frame (so a
  /// backdrop is drawn over every part, not only the parts its shape meets).
  private var backdropShared = false

  /// Draws every pixel of the frame straight onto `bitmap`, on the calling thread.
  private func drawWhole(_ list: DisplayList, scale: Double, into bitmap: Bitmap, making wanted: [(layer: Layer, scale: Double)]? = nil) {
    prepareLayers(wanted ?? layersToMake(list, scale: scale, width: bitmap.width, height: bitmap.height), scale: scale)
    draw(list, scale: scale, onto: bitmap.surface)
    cairo_surface_flush(bitmap.surface)
    pixelsByThread[0] += bitmap.width * bitmap.height
  }

  /// Draws, shared among the threads, the layers a frame drawn whole is about to draw through
  /// the layer cache and that the cache does not hold yet (a divider drag lays every card out
  /// anew), and keeps them; the frame is then drawn on the calling thread from kept pixels.
  ///
  /// Each layer's content is drawn on a surface of its own from its own commands, as the cache
  /// draws it, so which thread drew it never shows; the cache's choices are its own
  /// (`LayerCache.wouldMake`), so nothing is drawn another way than on one thread. Layers inside
  /// layers are drawn with their layer. A scene's pictures keep to one thread (see `render`).
  private func prepareLayers(_ wanted: [(layer: Layer, scale: Double)], scale: Double) {
    guard wanted.count > 1 else { return }
    // Their old versions' memory goes back to the pool before the new ones are made.
    for w in wanted { layers.dropEarlierVersions(of: w.layer) }
    let workers = Swift.min(threads, wanted.count)
    while helpers.count < workers - 1 { helpers.append(Rasterizer(assetDirectory: assetDirectory, images: images)) }
    for h in helpers.prefix(workers - 1) { h.prepare(scale: scale) }
    let job = LayerJob(rasterizers: [self] + helpers.prefix(workers - 1), layers: wanted)
    DispatchQueue.concurrentPerform(iterations: workers) { job.run($0) }
    // Kept in the list's order, whichever thread finished first.
    for (i, w) in wanted.enumerated() {
      guard let surface = job.surfaces[i] else { continue }
      pixelsByThread[i % workers] += Int(cairo_image_surface_get_width(surface) * cairo_image_surface_get_height(surface))
      layers.keep(surface, w.layer, scale: w.scale)
    }
  }

  /// The layers of `list` that drawing it would make through the calling thread's layer cache
  /// (none on one thread or with a scene's pictures, which `prepareLayers` leaves alone).
  private func layersToMake(_ list: DisplayList, scale: Double, width: Int, height: Int) -> [(layer: Layer, scale: Double)] {
    guard threads > 1, images.isEmpty else { return [] }
    var wanted: [(layer: Layer, scale: Double)] = []
    var contexts = [
      DeviceContext(scale: scale, x: 0, y: 0, clip: DeviceBox(minX: 0, minY: 0, maxX: Double(width), maxY: Double(height)), displayScale: scale)
    ]
    for command in list.commands {
      let c = contexts.last!
      switch command {
      case .pushClip(let shape):
        var inner = c
        inner.clip = c.clip.intersection(c.box(shape.rect).outset(1))
        contexts.append(inner)
      case .pushTransform(let t): contexts.append(c.transformed(t))
      case .pushOpacity: contexts.append(c)
      case .popClip, .popTransform, .popOpacity: if contexts.count > 1 { contexts.removeLast() }
      case .layer(let layer):
        guard !c.layerPixels(layer.frame).intersection(c.clip).isEmpty else { break }
        // As `drawLayer` asks the cache for it.
        if layer.scalesSnapshot && c.scale != scale {
          if layers.wouldMake(layer, scale: scale, force: true) { wanted.append((layer, scale)) }
        } else {
          let w = (layer.frame.width * c.scale).rounded(.up), h = (layer.frame.height * c.scale).rounded(.up)
          let direct = layer.opaque && layer.cornerRadius == 0 && w == layer.frame.width * c.scale && h == layer.frame.height * c.scale
          if layers.wouldMake(layer, scale: c.scale, force: !direct) { wanted.append((layer, c.scale)) }
        }
      default: break
      }
    }
    return wanted
  }

  /// Draws `layer`'s content on a fresh surface at `scale` (the helpers' share of `prepareLayers`).
  fileprivate func freshLayer(_ layer: Layer, scale: Double) -> OpaquePointer? {
    LayerCache.fresh(layer, scale: scale) { drawLayerContent(layer, into: $0, scale: scale) }
  }

  /// The share of the frame (0…1, by the surfaces of the busiest thread's parts) from which a
  /// damaged frame is redrawn whole instead of in parts: each part pays for its surface, its
  /// apron and a copy, and on two threads a frame changed everywhere is two bands of a little
  /// over half of it each.
  public var partsShare = 0.75

  /// How many threads draw a frame (1: the calling thread alone). Each extra thread has a
  /// rasterizer of its own, with its own caches and pango context, and draws whole parts of the
  /// frame (bands), so nothing depends on which thread drew what. Text is drawn by one thread at a
  /// time in the whole process (`FontLock`).
  public var threads = Rasterizer.defaultThreads

  /// Both cores, or as many as the machine has up to four.
  public static let defaultThreads = Swift.max(1, Swift.min(4, ProcessInfo.processInfo.activeProcessorCount))

  /// Pixels each thread has drawn since the rasterizer was made (a whole frame counts for the
  /// calling thread, a part by its surface, a layer drawn ahead by its own), for the bench's
  /// per-thread split.
  public private(set) var pixelsByThread: [Int] = []

  /// The rasterizers of the extra threads.
  private var helpers: [Rasterizer] = []

  /// Starts a frame: the caches' bookkeeping and the display's scale.
  private func prepare(scale: Double) {
    layers.beginFrame()
    displayScale = scale
  }

  /// Draws one part of the frame on a surface of its own (its band, an apron and whatever blur
  /// reads there) and copies its band into `target`.
  fileprivate func drawPart(_ list: DisplayList, scale: Double, _ part: PartPlan.Part, into target: PartTarget) {
    let a = part.surface, r = part.band
    // Pooled memory: `draw` paints the whole surface or marks it drawn on before anything else.
    guard let surface = SurfacePool.shared.surface(width: a.width, height: a.height) else { return }
    defer { cairo_surface_destroy(surface) }
    cairo_surface_set_device_offset(surface, Double(-a.x), Double(-a.y))
    drawingPart = r
    draw(list, scale: scale, onto: surface)
    drawingPart = nil
    cairo_surface_flush(surface)
    let data = cairo_image_surface_get_data(surface)!
    let stride = Int(cairo_image_surface_get_stride(surface))
    let rowBytes = r.width * 4
    for y in r.y..<r.maxY {
      let from: UnsafeMutablePointer<UInt8> = data + ((y - a.y) * stride + (r.x - a.x) * 4)
      let to: UnsafeMutablePointer<UInt8> = target.base + (y * target.stride + r.x * 4)
      to.update(from: from, count: rowBytes)
    }
  }

  /// Pixels drawn around each part of a frame drawn in parts, and thrown away.
  static let apron = 4

  /// Draws a whole frame onto `surface` (the bitmap, or a part of it offset to frame coordinates).
  private func draw(_ list: DisplayList, scale: Double, onto surface: OpaquePointer) {
    frame = (list.size, list.background)
    draw(list.commands, scale: scale, onto: surface)
  }

  /// The size and background of the frame being drawn, for a backdrop's blurred copy drawn
  /// from the frame's commands (`Backdrop.unblurred`).
  private var frame = (size: Size(width: 0, height: 0), background: Color.white)

  /// Draws the top-level `commands` of the frame being drawn onto `surface`, from its background.
  private func draw(_ commands: [DisplayCommand], scale: Double, onto surface: OpaquePointer) {
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    let list = (commands: commands, size: frame.size, background: frame.background)
    // An opaque layer over the whole frame paints every pixel: clearing first would be wasted.
    if case .layer(let first)? = list.commands.first, first.opaque, first.frame.x <= 0, first.frame.y <= 0,
      first.frame.maxX >= list.size.width, first.frame.maxY >= list.size.height
    {
      // Whether the surface was ever drawn on must not choose cairo's path (see `.pushOpacity`).
      cairo_surface_mark_dirty(surface)
    } else {
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      let bg = list.background
      cairo_set_source_rgba(cr, bg.r, bg.g, bg.b, 1)
      cairo_paint(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }
    cairo_scale(cr, scale, scale)
    draw(list.commands, cr: cr, scale: scale, topLevel: true)
  }

  /// Draws commands into `cr`, whose user space is `scale` device pixels per point; `topLevel`
  /// when they are the frame's own (not a layer's).
  private func draw(_ commands: [DisplayCommand], cr: OpaquePointer, scale: Double, topLevel: Bool = false) {
    // The accumulated user-space scale under transforms, so shadows, blurs and layers are made
    // at the resolution they are shown at.
    var scales: [Double] = [scale]
    var opacities: [Double] = []
    for (index, command) in commands.enumerated() {
      let started = profile == nil ? 0 : DispatchTime.now().uptimeNanoseconds
      defer {
        if profile != nil {
          profile![command.kindName, default: 0] += Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6
        }
      }
      switch command {
      case .fill(let shape, let paint):
        if case .linearGradient = paint {
          if fillGradientCheaply(shape, paint, cr: cr) { break }
          Self.onOwnSurface(cr, covering: shape.rect) { c in
            Self.path(c, shape)
            setPaint(c, paint)
            cairo_fill(c)
          }
          break
        }
        Self.path(cr, shape)
        setPaint(cr, paint)
        cairo_fill(cr)
      case .stroke(let shape, let color, let width):
        // cairo's stroker cuts what lies outside the surface, which moves its joins a little:
        // on a surface of the stroke's own the outline is the same whatever part is drawn.
        Self.onOwnSurface(cr, covering: shape.rect.inset(by: -width)) { cr in
          Self.path(cr, shape)
          cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a)
          cairo_set_line_width(cr, width)
          cairo_stroke(cr)
        }
      case .polyline(let points, let color, let width):
        guard let first = points.first else { break }
        var box = Rect(x: first.x, y: first.y, width: 0, height: 0)
        for p in points {
          box = Rect(
            x: Swift.min(box.minX, p.x), y: Swift.min(box.minY, p.y), width: Swift.max(box.maxX, p.x) - Swift.min(box.minX, p.x),
            height: Swift.max(box.maxY, p.y) - Swift.min(box.minY, p.y))
        }
        Self.onOwnSurface(cr, covering: box.inset(by: -width)) { cr in
          cairo_move_to(cr, first.x, first.y)
          for p in points.dropFirst() { cairo_line_to(cr, p.x, p.y) }
          cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a)
          cairo_set_line_width(cr, width)
          cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
          cairo_stroke(cr)
        }
      case .shadow(let shape, let shadow):
        guard Self.mayShow(shadow.silhouette(of: shape.rect).inset(by: -2 * shadow.blur - 1), cr) else { break }
        shadows.draw(shape, shadow, cr: cr, scale: scales.last!)
      case .text(let run):
        guard Self.mayShow(run.frame.inset(by: -run.size), cr) else { break }
        text.draw(run, cr: cr)
      case .image(let name, let frame, let mode):
        drawImage(name, frame, mode: mode, cr: cr, scale: scales.last!)
      case .pushClip(let shape):
        cairo_save(cr)
        Self.clip(cr, to: shape)
        scales.append(scales.last!)
      case .pushTransform(let t):
        cairo_save(cr)
        cairo_translate(cr, t.translation.x, t.translation.y)
        cairo_scale(cr, t.scale, t.scale)
        scales.append(scales.last! * t.scale)
      case .popClip, .popTransform:
        cairo_restore(cr)
        scales.removeLast()
      case .pushOpacity(let opacity):
        // The group covers only what it holds (`GroupBounds`), not the whole clip.
        cairo_save(cr)
        if let box = GroupBounds.pixels(of: commands[(index + 1)..<GroupBounds.end(of: index, in: commands)], cr: cr, displayScale: displayScale) {
          var m = cairo_matrix_t()
          cairo_get_matrix(cr, &m)
          cairo_identity_matrix(cr)
          cairo_new_path(cr)
          cairo_rectangle(cr, Double(box.x), Double(box.y), Double(box.width), Double(box.height))
          cairo_clip(cr)
          cairo_set_matrix(cr, &m)
        }
        cairo_push_group(cr)
        // cairo fills a surface nothing has touched yet by another path (a lerp, not OVER) that
        // rounds differently, and what has touched a group depends on which part of the frame it
        // covers: marked as drawn on, every group composites the same way in every part.
        cairo_surface_mark_dirty(cairo_get_group_target(cr))
        scales.append(scales.last!)
        opacities.append(opacity)
      case .popOpacity:
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, opacities.removeLast())
        cairo_restore(cr)
        scales.removeLast()
      case .backdrop(let backdrop):
        // In a part of a frame, a backdrop is drawn only where its shape meets the part's own
        // rectangle, which then holds all it reads (`Damage`): in an apron its blur, made and
        // kept, would be made from what the apron holds.
        if let part = drawingPart, !backdropShared, !Self.meets(backdrop.shape.rect, part, cr) { break }
        // Frosting what lies behind less what it leaves unblurred takes a frame of its own,
        // drawn when that changes; only the frame's own commands outside any group can be.
        if topLevel, opacities.isEmpty, let source = Self.blurSource(commands[..<index], leavingOut: backdrop.unblurred) {
          backdrops.draw(backdrop, behind: source[...], cr: cr, scale: scales.last!) { self.draw(source, scale: scale, onto: $0) }
        } else {
          backdrops.draw(backdrop, behind: commands[..<index], cr: cr, scale: scales.last!, source: nil)
        }
      case .backdropBlur(let shape, let radius, let tint):
        BackdropBlur.apply(cr: cr, shape: shape, radius: radius, scale: scales.last!)
        Self.path(cr, shape)
        cairo_set_source_rgba(cr, tint.r, tint.g, tint.b, tint.a)
        cairo_fill(cr)
      case .layer(let layer):
        // Outside the clip (a damaged frame draws only what changed) a layer costs nothing.
        guard Self.mayShow(layer.frame, cr) else { break }
        drawLayer(layer, cr: cr, scale: scales.last!)
      case .prefetch(let layer):
        let scale = scales.last!
        layers.prefetch(layer, scale: scale) { inner in drawLayerContent(layer, into: inner, scale: scale) }
      }
    }
  }

  /// The commands of `behind` less the positions `unblurred`, when it leaves any out and what is
  /// left reads no frame of its own (no other backdrop): what a backdrop's blurred copy shows.
  static func blurSource(_ behind: ArraySlice<DisplayCommand>, leavingOut unblurred: [Range<Int>]) -> [DisplayCommand]? {
    guard !unblurred.isEmpty, unblurred.allSatisfy({ $0.lowerBound >= behind.startIndex && $0.upperBound <= behind.endIndex }) else {
      return nil
    }
    var source: [DisplayCommand] = []
    source.reserveCapacity(behind.count)
    for (i, command) in zip(behind.indices, behind) where !unblurred.contains(where: { $0.contains(i) }) {
      if case .backdrop = command { return nil }
      source.append(command)
    }
    return source
  }

  /// Whether anything drawn inside `rect` (user space, already grown by what the command may
  /// spill) can reach a pixel the clip lets through.
  private static func mayShow(_ rect: Rect, _ cr: OpaquePointer) -> Bool {
    var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
    cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
    // A device pixel of slack on each side: layers snap to whole pixels.
    var px = 1.0, py = 1.0
    cairo_device_to_user_distance(cr, &px, &py)
    let m = Swift.max(abs(px), abs(py)) * 2
    return rect.maxX + m > x0 && rect.minX - m < x1 && rect.maxY + m > y0 && rect.minY - m < y1
  }

  /// The rectangle of the frame being drawn when a frame is drawn in parts (nil: whole, or
  /// inside a layer's own surface).
  private var drawingPart: PixelRect?

  /// Whether `rect` (user space) covers any device pixel of `part`.
  private static func meets(_ rect: Rect, _ part: PixelRect, _ cr: OpaquePointer) -> Bool {
    var x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
    cairo_user_to_device(cr, &x0, &y0)
    cairo_user_to_device(cr, &x1, &y1)
    return Swift.max(x0, x1) > Double(part.x) && Swift.min(x0, x1) < Double(part.maxX) && Swift.max(y0, y1) > Double(part.y)
      && Swift.min(y0, y1) < Double(part.maxY)
  }

  /// Draws a layer's content into its own surface. Rounded corners are cut afterwards by clearing
  /// the four corner slivers: a rounded clip would make cairo mask every operation inside it,
  /// which costs several times more than the content itself.
  private func drawLayerContent(_ layer: Layer, into cr: OpaquePointer, scale: Double) {
    // A layer's own surface is drawn whole, whatever part of the frame asked for it.
    let part = drawingPart
    drawingPart = nil
    defer { drawingPart = part }
    draw(layer.commands, cr: cr, scale: scale)
    guard layer.cornerRadius > 0 else { return }
    let size = layer.frame.size
    let r = Swift.min(layer.cornerRadius, size.width / 2, size.height / 2)
    cairo_save(cr)
    // Only the four corner squares can change: a rectangular clip keeps the rest untouched.
    cairo_new_path(cr)
    for (x, y) in [(0.0, 0.0), (size.width - r, 0.0), (0.0, size.height - r), (size.width - r, size.height - r)] {
      cairo_rectangle(cr, x, y, r, r)
    }
    cairo_clip(cr)
    // The whole frame minus the rounded shape, by the even-odd rule: the slivers outside it.
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
    cairo_new_path(cr)
    cairo_rectangle(cr, 0, 0, size.width, size.height)
    Self.appendPath(cr, RoundedRect(Rect(size: size), radius: r))
    cairo_fill(cr)
    cairo_restore(cr)
  }

  /// How many backdrop blurs were made (each is kept while what lies behind stays the same).
  public var backdropBlurCount: Int { backdrops.blurs }

  /// The frame's pixels per point, at which `scalesSnapshot` layers are made whatever their zoom.
  private var displayScale = 1.0

  /// How many layers were drawn afresh and how many came from the cache.
  public var layerCacheCounts: (misses: Int, hits: Int) { (layers.misses, layers.hits) }

  /// Draws a layer at the whole device pixel nearest its origin, from kept pixels or directly.
  ///
  /// Both ways give the same pixels, so which one a frame takes (the cache's history) never
  /// shows: a layer is drawn straight onto the frame only when it is opaque, square-cornered and
  /// a whole number of pixels, where its own first fill replaces what is under it just as copying
  /// its surface would. Every other layer goes through a surface, cached or not.
  private func drawLayer(_ layer: Layer, cr: OpaquePointer, scale: Double) {
    var x = layer.frame.x
    var y = layer.frame.y
    cairo_user_to_device(cr, &x, &y)
    let px = x.rounded()
    let py = y.rounded()
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_identity_matrix(cr)
    let width = (layer.frame.width * scale).rounded(.up)
    let height = (layer.frame.height * scale).rounded(.up)
    if layer.scalesSnapshot && scale != displayScale {
      // Pixels made at the display's scale, scaled to this one by the enclosing transforms.
      let rest = displayScale
      guard let kept = layers.surface(for: layer, scale: rest, force: true, draw: { drawLayerContent(layer, into: $0, scale: rest) })
      else { return }
      // Scaled on a surface of its own at the layer's whole-pixel origin, then copied: a
      // scaled source drawn straight onto the target is sampled from the target's own pixel
      // origin, rounded in fixed point, so a frame drawn in parts would differ by a level.
      guard let scaled = Self.scaledCopy(kept.surface, by: scale / rest, width: Int(width), height: Int(height)) else { return }
      defer { cairo_surface_destroy(scaled) }
      cairo_set_source_surface(cr, scaled, px, py)
      cairo_rectangle(cr, px, py, width, height)
      cairo_fill(cr)
      return
    }
    let whole = width == layer.frame.width * scale && height == layer.frame.height * scale
    let direct = layer.opaque && whole && layer.cornerRadius == 0
    if let cached = layers.surface(for: layer, scale: scale, force: !direct, draw: { drawLayerContent(layer, into: $0, scale: scale) }) {
      // An opaque layer replaces what is under it, unless its size is not a whole number of
      // pixels: then its last row and column are only partly covered and must blend.
      if layer.opaque && whole { cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE) }
      cairo_set_source_surface(cr, cached.surface, px, py)
      cairo_rectangle(cr, px, py, Double(cached.width), Double(cached.height))
      cairo_fill(cr)
    } else {
      cairo_translate(cr, px, py)
      cairo_rectangle(cr, 0, 0, width, height)
      cairo_clip(cr)
      cairo_scale(cr, scale, scale)
      if layer.cornerRadius > 0 {
        Self.path(cr, RoundedRect(Rect(size: layer.frame.size), radius: layer.cornerRadius))
        cairo_clip(cr)
      }
      draw(layer.commands, cr: cr, scale: scale)
    }
  }

  /// Runs `body` on a transparent surface of its own over the whole device pixels `rect` (user
  /// space, cut to `within`) covers, in the same coordinates as `cr`, then lays that surface onto
  /// `cr` at those pixels.
  ///
  /// Gradients and scaled pictures are sampled through the pattern's matrix, which cairo combines
  /// with the target's pixel origin and rounds to fixed point: drawn straight onto a part of the
  /// frame (a damaged rectangle, a band) they would come out a level off. On a surface placed by
  /// the frame's own coordinates they are sampled the same way whichever part is drawn.
  static func onOwnSurface(_ cr: OpaquePointer, covering rect: Rect, within: Rect? = nil, _ body: (OpaquePointer) -> Void) {
    func deviceBox(_ r: Rect) -> (Double, Double, Double, Double) {
      var x0 = r.minX, y0 = r.minY, x1 = r.maxX, y1 = r.maxY
      cairo_user_to_device(cr, &x0, &y0)
      cairo_user_to_device(cr, &x1, &y1)
      return (Swift.min(x0, x1), Swift.min(y0, y1), Swift.max(x0, x1), Swift.max(y0, y1))
    }
    var (left, top, right, bottom) = deviceBox(rect)
    if let within {
      let (l, t, r, b) = deviceBox(within)
      left = Swift.max(left, l)
      top = Swift.max(top, t)
      right = Swift.min(right, r)
      bottom = Swift.min(bottom, b)
    }
    left = left.rounded(.down)
    top = top.rounded(.down)
    let width = right.rounded(.up) - left, height = bottom.rounded(.up) - top
    guard width > 0, height > 0, width <= 16_384, height <= 16_384,
      let own = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { return }
    defer { cairo_surface_destroy(own) }
    var ctm = cairo_matrix_t()
    cairo_get_matrix(cr, &ctm)
    let c = cairo_create(own)!
    cairo_translate(c, -left, -top)
    cairo_transform(c, &ctm)
    body(c)
    cairo_destroy(c)
    cairo_surface_flush(own)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, own, left, top)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// `source` scaled by `factor` (bilinear) into a new `width`×`height` surface from its origin.
  ///
  /// The surface is pooled memory left uncleared (a zoom makes one per layer per frame), as the
  /// copy replaces every pixel of it: `SOURCE` writes the scaled pixels, and transparency past
  /// the source's edge, exactly what drawing them over a fresh transparent surface leaves.
  static func scaledCopy(_ source: OpaquePointer, by factor: Double, width: Int, height: Int) -> OpaquePointer? {
    guard width > 0, height > 0, let out = SurfacePool.shared.surface(width: width, height: height, cleared: false) else { return nil }
    let c = cairo_create(out)!
    cairo_scale(c, factor, factor)
    cairo_set_source_surface(c, source, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(c), CAIRO_FILTER_BILINEAR)
    cairo_set_operator(c, CAIRO_OPERATOR_SOURCE)
    cairo_paint(c)
    cairo_destroy(c)
    cairo_surface_flush(out)
    return out
  }

  /// Renders `list` into a new bitmap of size × scale pixels.
  public func render(_ list: DisplayList, scale: Double) -> Bitmap? {
    guard let bitmap = Bitmap(width: Self.pixels(list.size.width, scale), height: Self.pixels(list.size.height, scale))
    else { return nil }
    render(list, scale: scale, into: bitmap)
    return bitmap
  }

  /// The pixel length of `points` at `scale`.
  public static func pixels(_ points: Double, _ scale: Double) -> Int { Int((points * scale).rounded()) }

  private func setPaint(_ cr: OpaquePointer, _ paint: Paint) {
    switch paint {
    case .solid(let c):
      cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
    case .linearGradient(let start, let end, let stops):
      let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
      for s in stops {
        cairo_pattern_add_color_stop_rgba(pattern, s.location, s.color.r, s.color.g, s.color.b, s.color.a)
      }
      cairo_set_source(cr, pattern)
      cairo_pattern_destroy(pattern)
    }
  }

  /// Device pixels a gradient fill must cover before it is worth drawing at low resolution.
  static let smallGradientPixels = 32 * 1024

  /// Fills a large shape with a linear gradient computed at a quarter of the resolution and
  /// scaled up bilinearly. A linear gradient is linear between its stops, so bilinear scaling
  /// reproduces it (up to rounding) at a fraction of pixman's per-pixel gradient cost, the
  /// largest part of drawing a card. Returns false when the shape is too small to bother.
  private func fillGradientCheaply(_ shape: RoundedRect, _ paint: Paint, cr: OpaquePointer) -> Bool {
    var x0 = shape.rect.minX, y0 = shape.rect.minY, x1 = shape.rect.maxX, y1 = shape.rect.maxY
    cairo_user_to_device(cr, &x0, &y0)
    cairo_user_to_device(cr, &x1, &y1)
    let left = Swift.min(x0, x1).rounded(.down)
    let top = Swift.min(y0, y1).rounded(.down)
    let width = Swift.max(x0, x1).rounded(.up) - left
    let height = Swift.max(y0, y1).rounded(.up) - top
    guard width * height >= Double(Self.smallGradientPixels), width < 16_384, height < 16_384 else { return false }
    let factor = 4.0
    let smallW = Int32((width / factor).rounded(.up)) + 1
    let smallH = Int32((height / factor).rounded(.up)) + 1
    guard let small = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, smallW, smallH) else { return false }
    defer { cairo_surface_destroy(small) }
    // The small surface's pixel (i, j) stands for device pixels from (left + 4i, top + 4j).
    var ctm = cairo_matrix_t()
    cairo_get_matrix(cr, &ctm)
    let sc = cairo_create(small)!
    cairo_scale(sc, 1 / factor, 1 / factor)
    cairo_translate(sc, -left, -top)
    cairo_transform(sc, &ctm)
    setPaint(sc, paint)
    cairo_paint(sc)
    cairo_destroy(sc)
    cairo_surface_flush(small)
    Self.paintScaledUp(small, factor: factor, at: (left, top), clippedTo: shape, cr: cr, operator: CAIRO_OPERATOR_OVER)
    return true
  }

  /// Paints a low-resolution surface whose pixel (i, j) stands for the device pixels from
  /// `origin` + `factor`·(i, j), scaled up bilinearly and clipped to `shape` (user space).
  static func paintScaledUp(
    _ small: OpaquePointer, factor: Double, at origin: (x: Double, y: Double), clippedTo shape: RoundedRect,
    cr: OpaquePointer, operator op: cairo_operator_t
  ) {
    cairo_save(cr)
    clip(cr, to: shape)
    cairo_identity_matrix(cr)
    let pattern = cairo_pattern_create_for_surface(small)!
    var m = cairo_matrix_t()
    cairo_matrix_init_scale(&m, 1 / factor, 1 / factor)
    cairo_matrix_translate(&m, -origin.x, -origin.y)
    cairo_pattern_set_matrix(pattern, &m)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_set_source(cr, pattern)
    cairo_set_operator(cr, op)
    cairo_paint(cr)
    cairo_pattern_destroy(pattern)
    cairo_restore(cr)
  }

  /// Most pixels a picture is drawn at before it is shown: past it (a thin picture filling a wide
  /// frame is mostly cropped away) it is drawn smaller and scaled up.
  static let maximumPicturePixels = 32 << 20

  /// The file an `.image` name stands for: a scene's picture, or else the program's PNG asset.
  private func imageFile(_ name: String) -> String? {
    images[name] ?? assetDirectory.map { $0 + "/" + name + ".png" }
  }

  /// Draws a picture placed in `frame` by `mode`, clipped to the frame's rounded shape. The
  /// picture is drawn (and kept) at the device pixels it covers, `scale` per point, so the copy
  /// onto the frame is close to 1:1 and an SVG is drawn sharp at every size.
  private func drawImage(_ name: String, _ frame: RoundedRect, mode: ImageMode, cr: OpaquePointer, scale: Double) {
    guard let path = imageFile(name), let image = pictures.image(at: path) else { return }
    let placed = mode.place(image.size, in: frame.rect)
    guard placed.width > 0, placed.height > 0 else { return }
    var w = (placed.width * scale).rounded(.up)
    var h = (placed.height * scale).rounded(.up)
    let limit = Swift.min(1, Double(Limits.frameSide) / Swift.max(w, h), (Double(Self.maximumPicturePixels) / (w * h)).squareRoot())
    w = Swift.max(1, (w * limit).rounded(.down))
    h = Swift.max(1, (h * limit).rounded(.down))
    guard let surface = pictures.surface(at: path, width: Int(w), height: Int(h)) else { return }
    cairo_save(cr)
    Self.clip(cr, to: frame)
    Self.onOwnSurface(cr, covering: placed, within: frame.rect) { cr in
      cairo_translate(cr, placed.x, placed.y)
      cairo_scale(cr, placed.width / w, placed.height / h)
      cairo_set_source_surface(cr, surface, 0, 0)
      cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
      // The picture's own rectangle, padded: a fractional edge blends with what is under it
      // instead of fading toward transparent, and nothing spills past the picture (`fit`).
      cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
      cairo_rectangle(cr, 0, 0, w, h)
      cairo_fill(cr)
    }
    cairo_restore(cr)
  }

  /// Clips to `shape`. A square-cornered shape clips to the whole device pixels nearest its edges:
  /// cairo composites under a clip with a fractional edge by another path than without one, a
  /// level off in places, and whether a clip matters depends on the part of the frame drawn. A
  /// pixel-aligned clip cuts exactly, so a frame drawn in parts (damage, bands) equals one drawn
  /// whole. Rounded shapes clip by their path, which cairo applies the same way everywhere.
  static func clip(_ cr: OpaquePointer, to shape: RoundedRect) {
    let r = shape.radii
    guard r.topLeft <= 0, r.topRight <= 0, r.bottomLeft <= 0, r.bottomRight <= 0 else {
      path(cr, shape)
      cairo_clip(cr)
      return
    }
    var x0 = shape.rect.minX, y0 = shape.rect.minY, x1 = shape.rect.maxX, y1 = shape.rect.maxY
    cairo_user_to_device(cr, &x0, &y0)
    cairo_user_to_device(cr, &x1, &y1)
    let left = Swift.min(x0, x1).rounded(), right = Swift.max(x0, x1).rounded()
    let top = Swift.min(y0, y1).rounded(), bottom = Swift.max(y0, y1).rounded()
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    cairo_identity_matrix(cr)
    cairo_new_path(cr)
    cairo_rectangle(cr, left, top, right - left, bottom - top)
    cairo_clip(cr)
    cairo_set_matrix(cr, &m)
  }

  /// Starts a new path holding one rounded rectangle (each radius clamped to half the shorter side).
  static func path(_ cr: OpaquePointer, _ shape: RoundedRect) {
    cairo_new_path(cr)
    appendPath(cr, shape)
  }

  /// Adds a rounded rectangle to the current path as a closed sub-path.
  static func appendPath(_ cr: OpaquePointer, _ shape: RoundedRect) {
    let r = shape.rect
    let limit = Swift.max(0, Swift.min(r.width, r.height) / 2)
    let tl = Swift.min(shape.radii.topLeft, limit)
    let tr = Swift.min(shape.radii.topRight, limit)
    let br = Swift.min(shape.radii.bottomRight, limit)
    let bl = Swift.min(shape.radii.bottomLeft, limit)
    if tl == 0 && tr == 0 && br == 0 && bl == 0 {
      cairo_rectangle(cr, r.x, r.y, r.width, r.height)
      return
    }
    if shape.curve == .continuous { return appendContinuousPath(cr, shape) }
    let pi = Double.pi
    cairo_move_to(cr, r.x + tl, r.y)
    cairo_arc(cr, r.maxX - tr, r.y + tr, tr, -pi / 2, 0)
    cairo_arc(cr, r.maxX - br, r.maxY - br, br, 0, pi / 2)
    cairo_arc(cr, r.x + bl, r.maxY - bl, bl, pi / 2, pi)
    cairo_arc(cr, r.x + tl, r.y + tl, tl, pi, 3 * pi / 2)
    cairo_close_path(cr)
  }

  /// Adds a rounded rectangle with continuous corners: clockwise from the top edge, each corner a
  /// cubic, an arc and the mirror cubic (`ContinuousCorner`), in the frame of its two edges.
  private static func appendContinuousPath(_ cr: OpaquePointer, _ shape: RoundedRect) {
    let r = shape.rect
    let budget = Swift.max(0, Swift.min(r.width, r.height) / 2)
    // Each corner: its point, the incoming edge's direction u, the outgoing edge's v.
    let corners: [(Double, Point, Point, Point)] = [
      (shape.radii.topRight, Point(x: r.maxX, y: r.y), Point(x: 1, y: 0), Point(x: 0, y: 1)),
      (shape.radii.bottomRight, Point(x: r.maxX, y: r.maxY), Point(x: 0, y: 1), Point(x: -1, y: 0)),
      (shape.radii.bottomLeft, Point(x: r.x, y: r.maxY), Point(x: -1, y: 0), Point(x: 0, y: -1)),
      (shape.radii.topLeft, Point(x: r.x, y: r.y), Point(x: 0, y: -1), Point(x: 1, y: 0)),
    ]
    let first = ContinuousCorner(radius: shape.radii.topLeft, budget: budget)
    cairo_move_to(cr, r.x + first.length, r.y)
    for (radius, o, u, v) in corners {
      let k = ContinuousCorner(radius: radius, budget: budget)
      func at(_ q: (back: Double, along: Double)) -> (Double, Double) { (o.x - q.back * u.x + q.along * v.x, o.y - q.back * u.y + q.along * v.y) }
      let start = at(k.cubic[0])
      cairo_line_to(cr, start.0, start.1)
      guard k.radius > 0 else { continue }
      let (c1, c2, end) = (at(k.cubic[1]), at(k.cubic[2]), at(k.cubic[3]))
      cairo_curve_to(cr, c1.0, c1.1, c2.0, c2.1, end.0, end.1)
      // The arc's circle sits a radius in from both edges; angles grow clockwise (y down).
      let centre = at((back: k.radius, along: k.radius))
      let fromEdge = atan2(-v.y, -v.x) + k.arcStart
      cairo_arc(cr, centre.0, centre.1, k.radius, fromEdge, fromEdge + k.arcAngle)
      let m = k.mirroredCubic
      let (d1, d2, out) = (at(m[1]), at(m[2]), at(m[3]))
      cairo_curve_to(cr, d1.0, d1.1, d2.0, d2.1, out.0, out.1)
    }
    cairo_close_path(cr)
  }
}

/// The bitmap's pixels, where each part copies its band (bands never overlap).
struct PartTarget {
  let base: UnsafeMutablePointer<UInt8>
  let stride: Int
}

/// One frame's parts handed to the threads: thread `i` draws `shares[i]` with `rasterizers[i]`.
// Unchecked Sendable: each thread touches only its own rasterizer, its own parts' surfaces and
// the rows of its own bands in the target; `concurrentPerform` returns when all are done.
private final class PartJob: @unchecked Sendable {
  let rasterizers: [Rasterizer]
  let shares: [[PartPlan.Part]]
  let list: DisplayList
  let scale: Double
  let target: PartTarget

  init(rasterizers: [Rasterizer], shares: [[PartPlan.Part]], list: DisplayList, scale: Double, target: PartTarget) {
    self.rasterizers = rasterizers
    self.shares = shares
    self.list = list
    self.scale = scale
    self.target = target
  }

  func run(_ i: Int) {
    for part in shares[i] { rasterizers[i].drawPart(list, scale: scale, part, into: target) }
  }
}

/// Layers drawn ahead on the threads: thread `i` draws every layer whose position is `i` modulo
/// the threads, with `rasterizers[i]`, into `surfaces` at that position.
// Unchecked Sendable: each thread touches only its own rasterizer and its own positions of
// `surfaces`; `concurrentPerform` returns when all are done.
private final class LayerJob: @unchecked Sendable {
  let rasterizers: [Rasterizer]
  let layers: [(layer: Layer, scale: Double)]
  let surfaces: UnsafeMutableBufferPointer<OpaquePointer?>

  init(rasterizers: [Rasterizer], layers: [(layer: Layer, scale: Double)]) {
    self.rasterizers = rasterizers
    self.layers = layers
    surfaces = .allocate(capacity: layers.count)
    surfaces.initialize(repeating: nil)
  }

  deinit { surfaces.deallocate() }

  func run(_ i: Int) {
    for j in stride(from: i, to: layers.count, by: rasterizers.count) {
      surfaces[j] = rasterizers[i].freshLayer(layers[j].layer, scale: layers[j].scale)
    }
  }
}
