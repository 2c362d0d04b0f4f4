/// The largest inputs PanelLab takes, checked before any work, so a huge but valid file ends in
/// bounded time and memory: far beyond what a prototype needs, well below what would exhaust a
/// machine. Each is documented in the README.
public enum Limits {
  /// Floating panels in one scene.
  public static let panels = 64
  /// Custom states of one panel.
  public static let customStates = 32
  /// Length of a panel's list (rows × row height), points.
  public static let listLength = 1_000_000.0
  /// Characters in a string of a scene (ids, titles, tab names).
  public static let stringLength = 200
  /// Bytes of a scene file.
  public static let sceneFileBytes = 16 << 20
  /// Bytes of a recording.
  public static let recordingFileBytes = 256 << 20
  /// Pixels on one side of a frame (cairo's own limit is 32767).
  public static let frameSide = 16_384
  /// Pixels in one frame: what H.264's largest level encodes (8192 × 4352).
  public static let framePixels = 35_651_584
  /// Pixels the PNG pictures of one scene may declare together (their headers, read before any
  /// decoding): as many as the largest frame, so their decoded copies take at most 136 MB.
  public static let picturePixels = framePixels
}
