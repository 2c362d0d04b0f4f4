import Foundation
import PanelCore

/// FloatingPanel's `FloatingPanelLayoutAnchoring`: where one state of a panel sits. PanelLabKit
/// lays out the two anchors below; an anchor type of your own has no model to map to and is
/// refused when the layout is applied.
public protocol FloatingPanelLayoutAnchoring: AnyObject {
  /// The rectangle the anchor measures against.
  var referenceGuide: FloatingPanelLayoutReferenceGuide { get }
}

/// FloatingPanel's `FloatingPanelLayoutAnchor`: an inset from an edge of a guide.
public final class FloatingPanelLayoutAnchor: FloatingPanelLayoutAnchoring {
  /// The inset: points, or a fraction of the guide's main-axis length.
  let inset: CGFloat
  /// Whether `inset` is in points.
  let isAbsolute: Bool
  /// The edge the inset measures from.
  let referenceEdge: FloatingPanelReferenceEdge
  /// The rectangle the anchor measures against.
  public let referenceGuide: FloatingPanelLayoutReferenceGuide

  /// An inset of `absoluteInset` points from `edge` of `referenceGuide`.
  public init(absoluteInset: CGFloat, edge: FloatingPanelReferenceEdge, referenceGuide: FloatingPanelLayoutReferenceGuide) {
    inset = absoluteInset
    isAbsolute = true
    referenceEdge = edge
    self.referenceGuide = referenceGuide
  }

  /// An inset of `fractionalInset` × the guide's length from `edge` of `referenceGuide`.
  public init(fractionalInset: CGFloat, edge: FloatingPanelReferenceEdge, referenceGuide: FloatingPanelLayoutReferenceGuide) {
    inset = fractionalInset
    isAbsolute = false
    referenceEdge = edge
    self.referenceGuide = referenceGuide
  }
}

/// FloatingPanel's `FloatingPanelIntrinsicLayoutAnchor`: an offset from the surface's measured size.
public final class FloatingPanelIntrinsicLayoutAnchor: FloatingPanelLayoutAnchoring {
  /// The offset: points, or a fraction of the intrinsic length.
  let offset: CGFloat
  /// Whether `offset` is in points.
  let isAbsolute: Bool
  /// The rectangle the anchor measures against.
  public let referenceGuide: FloatingPanelLayoutReferenceGuide

  /// The surface's intrinsic length less `absoluteOffset` points shows.
  public init(absoluteOffset: CGFloat, referenceGuide: FloatingPanelLayoutReferenceGuide = .safeArea) {
    offset = absoluteOffset
    isAbsolute = true
    self.referenceGuide = referenceGuide
  }

  /// The surface's intrinsic length less `fractionalOffset` of it shows.
  public init(fractionalOffset: CGFloat, referenceGuide: FloatingPanelLayoutReferenceGuide = .safeArea) {
    offset = fractionalOffset
    isAbsolute = false
    self.referenceGuide = referenceGuide
  }
}

extension FloatingPanelLayoutAnchoring {
  /// The model's anchor, or nil for an anchor type PanelLabKit does not know.
  var model: PanelAnchor? {
    if let a = self as? FloatingPanelLayoutAnchor {
      return .inset(a.isAbsolute ? .absolute(Double(a.inset)) : .fractional(Double(a.inset)), edge: a.referenceEdge.model, guide: a.referenceGuide.model)
    }
    if let a = self as? FloatingPanelIntrinsicLayoutAnchor {
      return .intrinsic(a.isAbsolute ? .absolute(Double(a.offset)) : .fractional(Double(a.offset)), guide: a.referenceGuide.model)
    }
    return nil
  }
}
