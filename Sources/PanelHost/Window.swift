import CSDL2
import PanelCore
import PanelRender

/// The SDL2 window, drawn through SDL's window surface: the frames are drawn on the CPU, so
/// the window takes their damaged rectangles into its framebuffer and hands only those to the
/// display (`SDL_UpdateWindowSurfaceRects`: on X11 one shared-memory put per rectangle). A GPU
/// renderer would add a texture copy, draw the whole window again and swap all of it.
///
/// It knows nothing of the models; it turns SDL events into `HostInput` and bitmaps into pixels.
public final class Window {
  /// Smallest window size, points.
  public static let minimumSize = Size(width: 480, height: 360)

  private let window: OpaquePointer
  /// The window's framebuffer; SDL makes a new one after a resize, holding nothing yet.
  private var surface: UnsafeMutablePointer<SDL_Surface>?
  /// Whether the next upload copies and the next present shows the whole window: the
  /// framebuffer is new, or the display lost what it showed (an exposure).
  private var needsWhole = true
  /// What was copied into the framebuffer since the last present.
  private var unshown: [PixelRect] = []
  /// What the last present tinted (the damage flash), copied again by the next upload.
  private var tinted: [PixelRect] = []
  /// The flash's colour, blended over a rectangle by SDL's blitter.
  private var tint: UnsafeMutablePointer<SDL_Surface>?
  private var cursors: [Cursor: OpaquePointer] = [:]
  private var currentCursor = Cursor.arrow
  /// Pixels per point requested by the user (nil: the display's).
  private let requestedScale: Double?

  /// Opens a window of `size` points titled `title`, at `position` (screen pixels, top-left) or
  /// where the window manager puts it, `hidden` until `reveal()`; throws when there is no display
  /// or SDL fails.
  public init(title: String, size: Size, scale: Double?, position: (x: Int32, y: Int32)? = nil, hidden: Bool = false) throws(HostError) {
    SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
    // The display's own framebuffer (X11: MIT-SHM). Left to choose, SDL may back the window
    // surface with a GL texture, which uploads and swaps the whole window at every update even
    // when given rectangles: under Xvfb 18 ms for a 200×100 rectangle in a 1280×800 window,
    // against 0.02 ms (and 0.6 ms for the whole window).
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
    guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
      throw HostError(message: "cannot open a window: SDL_Init failed: \(String(cString: SDL_GetError()))")
    }
    requestedScale = scale
    // On X11 a window's size is in pixels; a requested scale makes the window that much larger
    // so the scene is drawn at that many pixels per point.
    let factor = scale ?? 1
    let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | (hidden ? SDL_WINDOW_HIDDEN.rawValue : 0)
    guard
      let w = SDL_CreateWindow(
        title, position?.x ?? Int32(SDL_WINDOWPOS_UNDEFINED_MASK), position?.y ?? Int32(SDL_WINDOWPOS_UNDEFINED_MASK),
        Int32((size.width * factor).rounded()), Int32((size.height * factor).rounded()), flags)
    else {
      let message = String(cString: SDL_GetError())
      SDL_Quit()
      throw HostError(message: "cannot open a window: \(message)")
    }
    window = w
    // SDL centres a window it is given no place for, so one taller than the display (an iPhone
    // view with the lab's log under it on a 1000-pixel screen) would start above the screen's top,
    // its status bar and title cut. Its top goes to the display's top instead; what does not fit
    // runs off the bottom, where the log is.
    if position == nil { Self.keepTopOnScreen(w) }
    SDL_SetWindowMinimumSize(
      w, Int32(Self.minimumSize.width * factor), Int32(Self.minimumSize.height * factor))
    guard SDL_GetWindowSurface(w) != nil else {
      let message = String(cString: SDL_GetError())
      SDL_DestroyWindow(w)
      SDL_Quit()
      throw HostError(message: "cannot draw into the window: \(message)")
    }
  }

  /// Moves `w` down to its display's usable top edge when it starts above it.
  private static func keepTopOnScreen(_ w: OpaquePointer) {
    var bounds = SDL_Rect()
    guard SDL_GetDisplayUsableBounds(max(0, SDL_GetWindowDisplayIndex(w)), &bounds) == 0 else { return }
    var x: Int32 = 0, y: Int32 = 0
    SDL_GetWindowPosition(w, &x, &y)
    if y < bounds.y { SDL_SetWindowPosition(w, x, bounds.y) }
  }

  deinit {
    for c in cursors.values { SDL_FreeCursor(c) }
    if let tint { SDL_FreeSurface(tint) }
    // The window owns its surface.
    SDL_DestroyWindow(window)
    SDL_Quit()
  }

  /// Shows a window opened hidden, on top, with what was last presented.
  public func reveal() {
    guard SDL_GetWindowFlags(window) & SDL_WINDOW_HIDDEN.rawValue != 0 else { return }
    SDL_ShowWindow(window)
    SDL_RaiseWindow(window)
    // Nothing of it was on the display yet: the whole framebuffer goes out.
    needsWhole = true
    show()
  }

  /// Where the window is on the screen (its top-left, screen pixels).
  public var position: (x: Int32, y: Int32) {
    var x: Int32 = 0, y: Int32 = 0
    SDL_GetWindowPosition(window, &x, &y)
    return (x, y)
  }

  /// Pixels per point: the drawable size over the window size, times any requested scale.
  public var scale: Double {
    var ww: Int32 = 0
    var dw: Int32 = 0
    var h: Int32 = 0
    SDL_GetWindowSize(window, &ww, &h)
    SDL_GetWindowSizeInPixels(window, &dw, &h)
    let platform = ww > 0 ? Double(dw) / Double(ww) : 1
    return platform * (requestedScale ?? 1)
  }

  /// Converts window coordinates (SDL's units) to points.
  private var pointsPerWindowUnit: Double { 1 / (requestedScale ?? 1) }

  /// The window's size in points.
  public var size: Size {
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetWindowSize(window, &w, &h)
    return Size(width: Double(w) * pointsPerWindowUnit, height: Double(h) * pointsPerWindowUnit)
  }

  /// The drawable size in pixels.
  public var pixelSize: (width: Int, height: Int) {
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetWindowSizeInPixels(window, &w, &h)
    return (Int(w), Int(h))
  }

  /// Waits up to `timeoutMs` for the first event (0: only what is queued), then drains the queue.
  public func events(timeoutMs: Int32) -> [HostInput] {
    var event = SDL_Event()
    var out: [HostInput] = []
    if timeoutMs > 0 {
      guard SDL_WaitEventTimeout(&event, timeoutMs) == 1 else { return [] }
      if let i = translate(event) { out.append(i) }
    }
    while SDL_PollEvent(&event) == 1 {
      if let i = translate(event) { out.append(i) }
    }
    return out
  }

  private func point(_ x: Int32, _ y: Int32) -> Point {
    Point(x: Double(x) * pointsPerWindowUnit, y: Double(y) * pointsPerWindowUnit)
  }

  private func button(_ b: UInt8) -> PointerButton? {
    switch Int32(b) {
    case SDL_BUTTON_LEFT: return .left
    case SDL_BUTTON_MIDDLE: return .middle
    case SDL_BUTTON_RIGHT: return .right
    default: return nil
    }
  }

  private func modifiers(_ mod: UInt16) -> [KeyModifier] {
    var out: [KeyModifier] = []
    let m = UInt32(mod)
    if m & KMOD_SHIFT.rawValue != 0 { out.append(.shift) }
    if m & KMOD_CTRL.rawValue != 0 { out.append(.ctrl) }
    if m & KMOD_ALT.rawValue != 0 { out.append(.alt) }
    if m & KMOD_GUI.rawValue != 0 { out.append(.meta) }
    return out
  }

  /// Translates one SDL event; nil for events nobody needs.
  private func translate(_ e: SDL_Event) -> HostInput? {
    switch SDL_EventType(e.type) {
    case SDL_QUIT:
      return .quit
    case SDL_MOUSEMOTION:
      return .input(.pointerMove(point(e.motion.x, e.motion.y)))
    case SDL_MOUSEBUTTONDOWN:
      // Keep the pointer while a button is held, so a drag that leaves the window still tracks
      // and its release is never lost.
      SDL_CaptureMouse(SDL_TRUE)
      guard let b = button(e.button.button) else { return nil }
      // SDL keeps counting fast clicks; recordings hold 1…10, and nothing tells 10 from 11.
      let clicks = Int(Swift.min(10, Swift.max(1, e.button.clicks)))
      return .input(.pointerDown(point(e.button.x, e.button.y), button: b, clicks: clicks))
    case SDL_MOUSEBUTTONUP:
      if SDL_GetMouseState(nil, nil) == 0 { SDL_CaptureMouse(SDL_FALSE) }
      guard let b = button(e.button.button) else { return nil }
      return .input(.pointerUp(point(e.button.x, e.button.y), button: b))
    case SDL_MOUSEWHEEL:
      // SDL's y grows away from the user; ours grows toward the end of the content. One notch
      // scrolls 40 points; precise deltas from touchpads keep their fractions.
      let flip: Float = e.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
      let dx = Double(e.wheel.preciseX * flip) * 40
      let dy = Double(-e.wheel.preciseY * flip) * 40
      return .input(.wheel(point(e.wheel.mouseX, e.wheel.mouseY), delta: Point(x: dx, y: dy)))
    case SDL_KEYDOWN, SDL_KEYUP:
      let name = String(cString: SDL_GetKeyName(e.key.keysym.sym))
      guard !name.isEmpty else { return nil }
      let mods = modifiers(e.key.keysym.mod)
      let down = SDL_EventType(e.type) == SDL_KEYDOWN
      if down && name == "Q" && mods == [.ctrl] { return .quit }
      if name == "F9" || name == "F3" || name == "F4" { return down ? .command(key: name, modifiers: mods) : nil }
      // Saving and exporting are the window's business, not the models'.
      if (name == "S" || name == "E" || name == "D") && mods == [.ctrl] { return down ? .command(key: name, modifiers: mods) : nil }
      if name == "P" && mods.isEmpty { return down ? .command(key: name, modifiers: mods) : nil }
      if down && e.key.repeat != 0 && name != "Down" && name != "Up" && name != "Left" && name != "Right" { return nil }
      return .input(down ? .keyDown(key: name, modifiers: mods) : .keyUp(key: name, modifiers: mods))
    case SDL_TEXTINPUT:
      // What the keys typed after the keyboard layout (and any compose key), as UTF-8.
      let text = withUnsafeBytes(of: e.text.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      return text.isEmpty ? nil : .input(.text(text))
    case SDL_WINDOWEVENT:
      switch SDL_WindowEventID(UInt32(e.window.event)) {
      case SDL_WINDOWEVENT_SIZE_CHANGED:
        needsWhole = true
        return .input(.resize(size))
      case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED:
        // The display may have dropped the window's pixels: the next present sends them all.
        needsWhole = true
        return .redraw
      default:
        return nil
      }
    default:
      return nil
    }
  }

  /// Copies `bitmap` (drawable-sized) into the window and presents it.
  public func present(_ bitmap: Bitmap) {
    upload(bitmap)
    show()
  }

  /// Copies the `rects` of `bitmap` (drawable-sized; all of it when nil) into the window's
  /// framebuffer, and what the last flash tinted. The rest keeps what it holds, so a frame costs
  /// its damage here and again in `show`.
  public func upload(_ bitmap: Bitmap, rects: [PixelRect]? = nil) {
    // SDL hands out the same surface until the window's size changes.
    let current = SDL_GetWindowSurface(window)
    if current != surface {
      surface = current
      needsWhole = true
    }
    guard let surface else { return }
    let bounds = PixelRect(
      x: 0, y: 0, width: Swift.min(bitmap.width, Int(surface.pointee.w)), height: Swift.min(bitmap.height, Int(surface.pointee.h)))
    let copied = (needsWhole ? [bounds] : (rects ?? [bounds]) + tinted).compactMap { Self.clip($0, to: bounds) }
    tinted = []
    let format = surface.pointee.format.pointee
    // The frame's premultiplied ARGB32 is opaque; X11's 24-bit visuals take the same bytes.
    let sameLayout = format.BytesPerPixel == 4 && format.Rmask == 0xFF_0000 && format.Gmask == 0xFF00 && format.Bmask == 0xFF
    let pitch = Int(surface.pointee.pitch)
    let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
    bitmap.withBytes { src in
      let base = src.baseAddress!.assumingMemoryBound(to: UInt8.self)
      for r in copied {
        let from = base + r.y * bitmap.stride + r.x * 4
        let to = pixels + r.y * pitch + r.x * Int(format.BytesPerPixel)
        if sameLayout {
          for row in 0..<r.height { (to + row * pitch).update(from: from + row * bitmap.stride, count: r.width * 4) }
        } else {
          SDL_ConvertPixels(
            Int32(r.width), Int32(r.height), SDL_PIXELFORMAT_ARGB8888.rawValue, from, Int32(bitmap.stride), format.format, to, Int32(pitch))
        }
      }
    }
    unshown += copied
  }

  /// Shows what was copied since the last present (the whole window after a resize or an
  /// exposure), with `flashing` (drawable pixels) tinted over it until the next upload (the damage
  /// flash). Nothing copied and nothing to tint shows nothing.
  public func show(flashing: [PixelRect] = []) {
    guard let surface else { return }
    let bounds = PixelRect(x: 0, y: 0, width: Int(surface.pointee.w), height: Int(surface.pointee.h))
    let flashed = flashing.compactMap { Self.clip($0, to: bounds) }
    if !flashed.isEmpty, let tint = tintSurface() {
      for r in flashed {
        var area = SDL_Rect(x: Int32(r.x), y: Int32(r.y), w: Int32(r.width), h: Int32(r.height))
        SDL_UpperBlitScaled(tint, nil, surface, &area)
      }
    }
    tinted = flashed
    if needsWhole {
      SDL_UpdateWindowSurface(window)
    } else if !(unshown + flashed).isEmpty {
      var rects = (unshown + flashed).map { SDL_Rect(x: Int32($0.x), y: Int32($0.y), w: Int32($0.width), h: Int32($0.height)) }
      SDL_UpdateWindowSurfaceRects(window, &rects, Int32(rects.count))
    }
    needsWhole = false
    unshown = []
  }

  /// One pixel of the flash's colour at a third opacity, made on first use.
  private func tintSurface() -> UnsafeMutablePointer<SDL_Surface>? {
    if tint == nil, let t = SDL_CreateRGBSurfaceWithFormat(0, 1, 1, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) {
      SDL_FillRect(t, nil, SDL_MapRGBA(t.pointee.format, 255, 0, 160, 90))
      SDL_SetSurfaceBlendMode(t, SDL_BLENDMODE_BLEND)
      tint = t
    }
    return tint
  }

  /// The part of `r` inside `bounds`; nil when none is.
  private static func clip(_ r: PixelRect, to bounds: PixelRect) -> PixelRect? {
    let x0 = Swift.max(r.x, bounds.x), y0 = Swift.max(r.y, bounds.y)
    let x1 = Swift.min(r.maxX, bounds.maxX), y1 = Swift.min(r.maxY, bounds.maxY)
    return x1 > x0 && y1 > y0 ? PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
  }

  /// Shows `cursor` (a no-op when it is already showing).
  public func setCursor(_ cursor: Cursor) {
    guard cursor != currentCursor else { return }
    currentCursor = cursor
    let id: SDL_SystemCursor
    switch cursor {
    case .arrow: id = SDL_SYSTEM_CURSOR_ARROW
    case .hand: id = SDL_SYSTEM_CURSOR_HAND
    case .resizeHorizontal: id = SDL_SYSTEM_CURSOR_SIZEWE
    case .resizeVertical: id = SDL_SYSTEM_CURSOR_SIZENS
    }
    if cursors[cursor] == nil { cursors[cursor] = SDL_CreateSystemCursor(id) }
    if let c = cursors[cursor] { SDL_SetCursor(c) }
  }

  /// Sets the title bar text.
  public func setTitle(_ title: String) { SDL_SetWindowTitle(window, title) }
}
