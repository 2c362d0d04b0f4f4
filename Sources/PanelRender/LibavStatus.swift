import CFFmpeg

/// libav's status codes as `RenderError`s that name the file being written.
enum LibavStatus {
  /// Returns `status` when it is not an error (libav's errors are negative); otherwise throws
  /// "cannot write PATH: WHAT: libav's text for the code".
  @discardableResult
  static func check(_ status: Int32, _ what: String, writing path: String) throws(RenderError) -> Int32 {
    guard status < 0 else { return status }
    var text = [CChar](repeating: 0, count: 256)
    let known = av_strerror(status, &text, text.count) == 0
    let reason = known ? String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : "error \(status)"
    throw failure("\(what): \(reason)", writing: path)
  }

  /// "cannot write PATH: WHAT".
  static func failure(_ what: String, writing path: String) -> RenderError {
    RenderError(message: "cannot write \(path): \(what)")
  }
}
