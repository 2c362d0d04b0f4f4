/// What one frame draws, in points: pure data that any rasterizer can consume.
public struct DisplayList: Hashable, Sendable {
  /// Logical size of the frame in points.
  public var size: Size
  /// Colour the frame is cleared to.
  public var background: Color
  /// The commands, back to front.
  public private(set) var commands: [DisplayCommand] = []
  /// Positions in `commands` of what `leftUnblurred` drew, for a later backdrop to leave out of
  /// its blurred copy (`Backdrop.unblurred`).
  public private(set) var unblurred: [Range<Int>] = []

  /// An empty frame.
  public init(size: Size, background: Color = .white) {
    self.size = size
    self.background = background
  }

  /// Appends one command.
  public mutating func append(_ command: DisplayCommand) { commands.append(command) }

  /// Fills `rect` with `paint`, rounding corners by `radius`.
  public mutating func fill(_ rect: Rect, radius: Double = 0, _ paint: Paint) {
    commands.append(.fill(RoundedRect(rect, radius: radius), paint))
  }

  /// Fills `rect` with one colour.
  public mutating func fill(_ rect: Rect, radius: Double = 0, _ color: Color) {
    fill(rect, radius: radius, .solid(color))
  }

  /// Draws a scene's picture in `frame`, rounding its corners by `radius`.
  public mutating func image(_ picture: Picture, in frame: Rect, radius: Double = 0) {
    commands.append(.image(name: picture.name, frame: RoundedRect(frame, radius: radius), mode: picture.mode))
  }

  /// Appends a text run.
  public mutating func text(_ run: TextRun) { commands.append(.text(run)) }

  /// Runs `body`, marking what it draws as drawn under a later backdrop but not into its blurred
  /// copy (see `Backdrop.unblurred`).
  public mutating func leftUnblurred(_ body: (inout DisplayList) -> Void) {
    let start = commands.count
    body(&self)
    if commands.count > start { unblurred.append(start..<commands.count) }
  }

  /// Runs `body` clipped to `shape`.
  public mutating func clipped(to shape: RoundedRect, _ body: (inout DisplayList) -> Void) {
    commands.append(.pushClip(shape))
    body(&self)
    commands.append(.popClip)
  }

  /// Runs `body` inside an opacity group; skips it entirely when fully transparent.
  public mutating func withOpacity(_ opacity: Double, _ body: (inout DisplayList) -> Void) {
    if opacity <= 0 { return }
    if opacity >= 1 {
      body(&self)
      return
    }
    commands.append(.pushOpacity(opacity))
    body(&self)
    commands.append(.popOpacity)
  }

  /// Runs `body` under `transform`.
  public mutating func transformed(_ transform: Transform, _ body: (inout DisplayList) -> Void) {
    commands.append(.pushTransform(transform))
    body(&self)
    commands.append(.popTransform)
  }

  /// Draws `body` as a layer at `frame`: `body` draws in coordinates relative to the frame's origin.
  /// `cornerRadius` rounds the layer's corners, cutting off whatever its content draws there.
  public mutating func layer(
    _ key: String, frame: Rect, opaque: Bool = false, cornerRadius: Double = 0, _ body: (inout DisplayList) -> Void
  ) {
    var inner = DisplayList(size: frame.size, background: .clear)
    body(&inner)
    commands.append(
      .layer(Layer(key: key, frame: frame, opaque: opaque, cornerRadius: cornerRadius, commands: inner.commands)))
  }

  /// Checks that every push has its pop, in order; a rasterizer relies on it.
  public var isBalanced: Bool {
    var stack: [Int] = []
    for c in commands {
      switch c {
      case .pushClip: stack.append(0)
      case .pushOpacity: stack.append(1)
      case .pushTransform: stack.append(2)
      case .popClip: if stack.popLast() != 0 { return false }
      case .popOpacity: if stack.popLast() != 1 { return false }
      case .popTransform: if stack.popLast() != 2 { return false }
      default: break
      }
    }
    return stack.isEmpty
  }
}
