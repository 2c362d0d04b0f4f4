import Foundation

/// Paths written into files that travel (a recording's `sceneFile`): relative to the file that
/// names them, so a shared recording neither gives away its author's folders nor breaks when the
/// folder it sits in moves with its scene.
public enum RelativePath {
  /// `path` as seen from the folder `folder` (`../scenes/app.json`); both are made absolute
  /// against the working directory first.
  public static func of(_ path: String, from folder: String) -> String {
    let target = URL(fileURLWithPath: path).standardized.pathComponents
    let base = URL(fileURLWithPath: folder, isDirectory: true).standardized.pathComponents
    var common = 0
    while common < target.count - 1 && common < base.count && target[common] == base[common] { common += 1 }
    let up = Array(repeating: "..", count: base.count - common)
    return (up + target[common...]).joined(separator: "/")
  }

  /// `path` read from a file in `folder`: a relative one is taken from that folder, an absolute
  /// one (as older recordings wrote it) as it is.
  public static func resolve(_ path: String, from folder: String) -> String {
    if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardized.path }
    return URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: folder, isDirectory: true)).absoluteURL.standardized.path
  }
}
