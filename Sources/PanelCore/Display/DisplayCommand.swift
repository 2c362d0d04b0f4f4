/// One drawing command. The list is drawn in order (painter's algorithm), like Clay's render
/// commands: whatever comes later lies on top.
public enum DisplayCommand: Hashable, Sendable {
  /// Fills a rounded rectangle.
  case fill(RoundedRect, Paint)
  /// Strokes the outline of a rounded rectangle, `width` points wide, centred on the outline.
  case stroke(RoundedRect, Color, width: Double)
  /// Strokes a line through `points` in order, `width` points wide, with round joins (a plot).
  case polyline([Point], Color, width: Double)
  /// Draws a shape's blurred shadow (only the shadow; fill the shape after).
  case shadow(RoundedRect, Shadow)
  /// Lays out and draws text.
  case text(TextRun)
  /// Draws an image by name, placed in `frame` by `mode` and clipped to its corners: a scene's
  /// picture (its file name relative to the scene, `.png` or `.svg`), or else a PNG asset of the
  /// program (`name` without its `.png`). An image the rasterizer cannot find draws nothing.
  case image(name: String, frame: RoundedRect, mode: ImageMode = .fill)
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
  /// Crossfades what is already drawn inside a shape toward a dimmed, blurred copy of it: the
  /// background of a presented sheet. A rasterizer may blur once and reuse the blur while
  /// everything drawn before this command stays the same.
  case backdrop(Backdrop)
  /// A group of commands drawn in its own coordinates at `Layer.frame`'s origin. A rasterizer may
  /// keep its pixels and reuse them while the layer only moves, as Core Animation does.
  case layer(Layer)
  /// A layer that is not on screen yet but soon will be (the next row of a scrolling feed): a
  /// rasterizer may prepare its pixels now, a little per frame, so it costs a copy on arrival.
  /// It draws nothing.
  case prefetch(Layer)
}

extension DisplayCommand {
  /// The command's case name, for profiles.
  public var kindName: String {
    switch self {
    case .fill: return "fill"
    case .stroke: return "stroke"
    case .polyline: return "polyline"
    case .shadow: return "shadow"
    case .text: return "text"
    case .image: return "image"
    case .pushClip, .popClip: return "clip"
    case .pushOpacity, .popOpacity: return "opacity"
    case .pushTransform, .popTransform: return "transform"
    case .backdropBlur: return "backdropBlur"
    case .backdrop: return "backdrop"
    case .layer: return "layer"
    case .prefetch: return "prefetch"
    }
  }
}
