/// How a shape is filled.
public enum Paint: Hashable, Sendable {
  /// One colour.
  case solid(Color)
  /// A linear gradient from `start` to `end` (points) through colour stops at 0…1.
  case linearGradient(start: Point, end: Point, stops: [GradientStop])
}

/// One colour stop of a gradient.
public struct GradientStop: Hashable, Sendable {
  /// Where along the gradient, 0…1.
  public var location: Double
  /// The colour there.
  public var color: Color

  /// Creates a stop.
  public init(_ location: Double, _ color: Color) {
    self.location = location
    self.color = color
  }
}

/// A drop shadow: a blurred copy of a shape's silhouette.
public struct Shadow: Hashable, Sendable {
  /// Colour including opacity.
  public var color: Color
  /// Offset of the shadow from the shape, points.
  public var offset: Point
  /// Blur radius (Gaussian σ is half of it, as in CSS and CALayer), points.
  public var blur: Double

  /// Creates a shadow.
  public init(color: Color, offset: Point, blur: Double) {
    self.color = color
    self.offset = offset
    self.blur = blur
  }
}

/// A run of text laid out in a box.
public struct TextRun: Hashable, Sendable {
  /// Horizontal placement inside the box.
  public enum Alignment: String, Hashable, Sendable {
    /// Flush left.
    case leading
    /// Centred.
    case center
    /// Flush right.
    case trailing
  }

  /// Weight of the font.
  public enum Weight: String, Hashable, Sendable {
    /// Regular.
    case regular
    /// Bold.
    case bold
  }

  /// The text.
  public var string: String
  /// The box it is laid out in; text that does not fit is ellipsised.
  public var frame: Rect
  /// Font size in points.
  public var size: Double
  /// Font weight.
  public var weight: Weight
  /// Text colour.
  public var color: Color
  /// Horizontal alignment.
  public var alignment: Alignment
  /// Maximum number of lines (1 = single line).
  public var maxLines: Int

  /// Creates a text run.
  public init(
    _ string: String, frame: Rect, size: Double, weight: Weight = .regular, color: Color = .black,
    alignment: Alignment = .leading, maxLines: Int = 1
  ) {
    self.string = string
    self.frame = frame
    self.size = size
    self.weight = weight
    self.color = color
    self.alignment = alignment
    self.maxLines = maxLines
  }
}

/// A 2-D transform limited to what UI zooms need: scale about the origin, then translate.
public struct Transform: Hashable, Sendable {
  /// Translation after scaling, points.
  public var translation: Point
  /// Uniform scale factor.
  public var scale: Double

  /// Creates a transform.
  public init(translation: Point = .zero, scale: Double = 1) {
    self.translation = translation
    self.scale = scale
  }

  /// The transform that maps rectangle `from` onto rectangle `to` (matching widths).
  public static func mapping(_ from: Rect, to: Rect) -> Transform {
    let s = from.width > 0 ? to.width / from.width : 1
    return Transform(translation: Point(x: to.x - from.x * s, y: to.y - from.y * s), scale: s)
  }
}

/// One drawing command. The list is drawn in order (painter's algorithm), like Clay's render
/// commands: whatever comes later lies on top.
public enum DisplayCommand: Hashable, Sendable {
  /// Fills a rounded rectangle.
  case fill(RoundedRect, Paint)
  /// Strokes the outline of a rounded rectangle, `width` points wide, centred on the outline.
  case stroke(RoundedRect, Color, width: Double)
  /// Draws a shape's blurred shadow (only the shadow; fill the shape after).
  case shadow(RoundedRect, Shadow)
  /// Lays out and draws text.
  case text(TextRun)
  /// Draws a PNG asset by name, scaled to fill `frame`, clipped to its corners.
  case image(name: String, frame: RoundedRect)
  /// Clips what follows to a rounded rectangle until the matching `popClip`.
  case pushClip(RoundedRect)
  /// Ends the innermost clip.
  case popClip
  /// Draws what follows into a group composited at `opacity` by the matching `popOpacity`.
  case pushOpacity(Double)
  /// Ends the innermost opacity group.
  case popOpacity
  /// Transforms what follows until the matching `popTransform`.
  case pushTransform(Transform)
  /// Ends the innermost transform.
  case popTransform
  /// Blurs what is already drawn inside a rounded rectangle (a material backdrop), then tints it.
  case backdropBlur(RoundedRect, radius: Double, tint: Color)
  /// A group of commands drawn in its own coordinates at `Layer.frame`'s origin. A rasterizer may
  /// keep its pixels and reuse them while the layer only moves, as Core Animation does.
  case layer(Layer)
}

extension DisplayCommand {
  /// The command's case name, for profiles.
  public var kindName: String {
    switch self {
    case .fill: return "fill"
    case .stroke: return "stroke"
    case .shadow: return "shadow"
    case .text: return "text"
    case .image: return "image"
    case .pushClip, .popClip: return "clip"
    case .pushOpacity, .popOpacity: return "opacity"
    case .pushTransform, .popTransform: return "transform"
    case .backdropBlur: return "backdropBlur"
    case .layer: return "layer"
    }
  }
}

/// Commands that move together: a card, a list row. Coordinates are relative to the frame's origin.
public struct Layer: Hashable, Sendable {
  /// What the layer is (with its content, the identity of its cached pixels).
  public var key: String
  /// Where the layer goes; its size bounds what it draws.
  public var frame: Rect
  /// The layer's commands, relative to `frame.origin`.
  public var commands: [DisplayCommand]
  /// Whether the layer covers every pixel of its frame with opaque paint, so it can replace
  /// what lies under it instead of blending over it.
  public var opaque: Bool

  /// Creates a layer.
  public init(key: String, frame: Rect, opaque: Bool = false, commands: [DisplayCommand]) {
    self.key = key
    self.frame = frame
    self.opaque = opaque
    self.commands = commands
  }
}

/// What one frame draws, in points: pure data that any rasterizer can consume.
public struct DisplayList: Hashable, Sendable {
  /// Logical size of the frame in points.
  public var size: Size
  /// Colour the frame is cleared to.
  public var background: Color
  /// The commands, back to front.
  public private(set) var commands: [DisplayCommand] = []

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

  /// Appends a text run.
  public mutating func text(_ run: TextRun) { commands.append(.text(run)) }

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
  public mutating func layer(_ key: String, frame: Rect, opaque: Bool = false, _ body: (inout DisplayList) -> Void) {
    var inner = DisplayList(size: frame.size, background: .clear)
    body(&inner)
    commands.append(.layer(Layer(key: key, frame: frame, opaque: opaque, commands: inner.commands)))
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
