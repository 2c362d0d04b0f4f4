import CFFmpeg
import Foundation

/// An H.264 MP4 file (libx264, yuv420p, index at the front) encoded in this process through
/// libavcodec and libavformat.
///
/// Every picture carries its own frame number as its time and lasts until the next one's, so a
/// caller sends only the pictures that changed (a variable frame rate); one that repeats the last
/// picture (`repeatLast(at:)`) at the end of each still stretch has a file where `ffmpeg -ss T`,
/// which takes the first picture at or after T, lands on the frame of that time. A few
/// pictures are in flight at once and nothing else is kept per frame beyond the container's
/// sample index, so memory stays flat however long the video runs.
public final class MP4Writer {
  /// The file, named in every error.
  public let path: String
  /// Pictures sent to the encoder so far.
  public private(set) var framesWritten = 0
  /// Bitmaps to yuv420p, straight into the pictures.
  private let converter: YUVConverter
  /// The MP4 muxer (it owns the stream and the file).
  private var format: UnsafeMutablePointer<AVFormatContext>?
  /// The libx264 encoder.
  private var codec: UnsafeMutablePointer<AVCodecContext>?
  /// Every picture buffer, lent in turn to the converter and the encoder.
  private var pictures: [UnsafeMutablePointer<AVFrame>] = []
  /// The thread that encodes and muxes.
  private var encoder: EncoderThread?
  /// The picture of the last frame sent, for repeatLast(at:).
  private var last: UnsafeMutablePointer<AVFrame>?
  /// Which picture each buffer holds and what changed since, so a buffer lacks only damage.
  private var history: PictureHistory
  /// The frame number of the last picture queued, so times only go forward.
  private var lastFrameNumber = -1
  /// Whether the output was opened (so an unfinished file can be removed).
  private var opened = false
  /// Whether finish() completed.
  private var finished = false

  /// Pictures in flight: one being converted, one queued, one being encoded, one to spare so
  /// neither thread waits for the other on an uneven frame.
  private static let pictureCount = 4

  /// Creates `path` for `width`×`height` pictures (odd sizes are stretched by one pixel to even)
  /// at frame numbers counted in 1/`fps` s; x264's ultrafast preset at CRF 20, sliced threads.
  public init(path: String, width: Int, height: Int, fps: Int) throws(RenderError) {
    self.path = path
    guard let converter = YUVConverter(width: width, height: height) else {
      throw LibavStatus.failure("cannot convert \(width)x\(height) frames to YUV", writing: path)
    }
    self.converter = converter
    history = PictureHistory(framePixels: converter.width * converter.height, depth: Self.pictureCount)
    // libav and x264 print banners and statistics at the info level; only real errors go to stderr.
    av_log_set_level(AV_LOG_ERROR)
    guard let h264 = avcodec_find_encoder_by_name("libx264") else { throw failure("this libavcodec has no libx264 encoder") }

    try check(avformat_alloc_output_context2(&format, nil, "mp4", path), "cannot create the MP4 muxer")
    guard let format else { throw failure("cannot create the MP4 muxer") }
    guard let stream = avformat_new_stream(format, nil) else { throw failure("cannot add a video stream") }
    guard let codec = avcodec_alloc_context3(h264) else { throw failure("cannot allocate the H.264 encoder") }
    self.codec = codec
    codec.pointee.width = Int32(converter.width)
    codec.pointee.height = Int32(converter.height)
    codec.pointee.pix_fmt = AV_PIX_FMT_YUV420P
    // Frame numbers are the timestamps: one tick is one frame.
    codec.pointee.time_base = AVRational(num: 1, den: Int32(fps))
    codec.pointee.framerate = AVRational(num: Int32(fps), den: 1)
    // x264 splits each picture into slices, one per core, encoded at once: the rendering thread
    // waits for a free picture whenever x264 is behind, and then its core encodes too. The
    // demo's first 15 s at scale 2 on two cores: 31 s against 39–42 s with one x264 thread, at
    // the same CPU time (frame threads: 39 s; the file is about 1 % larger).
    codec.pointee.thread_count = Int32(max(1, ProcessInfo.processInfo.activeProcessorCount))
    // Packets must come out in presentation order, since each one's duration is taken from the
    // next one's time (ultrafast has no B-frames already; this keeps it so).
    codec.pointee.max_b_frames = 0
    // MP4 keeps the SPS/PPS once in its sample description, not in front of every key frame.
    if format.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 {
      codec.pointee.flags |= Int32(AV_CODEC_FLAG_GLOBAL_HEADER)
    }
    try withOptions(["preset": "ultrafast", "crf": "20", "x264-params": "sliced-threads=1"], "the H.264 encoder") { options throws(RenderError) in
      try check(avcodec_open2(codec, h264, &options), "cannot open the H.264 encoder")
    }
    try check(avcodec_parameters_from_context(stream.pointee.codecpar, codec), "cannot describe the video stream")
    stream.pointee.time_base = codec.pointee.time_base

    try check(avio_open(&format.pointee.pb, path, AVIO_FLAG_WRITE), "cannot create the file")
    opened = true
    // A file gets +faststart: the index is moved to the front at the end, so players can start
    // before the whole file has arrived (the muxer rewrites the file once, in finish()). A pipe,
    // a FIFO or a device cannot be read back or seeked, so it gets a fragmented MP4 instead: an
    // empty index first, then self-contained fragments, written strictly in order.
    let movflags = Self.isRegularFile(path) ? "+faststart" : "+frag_keyframe+empty_moov+default_base_moof"
    try withOptions(["movflags": movflags], "the MP4 muxer") { options throws(RenderError) in
      try check(avformat_write_header(format, &options), "cannot write the MP4 header")
    }

    for _ in 0..<Self.pictureCount {
      guard let picture = av_frame_alloc() else { throw failure("out of memory") }
      pictures.append(picture)
      picture.pointee.format = AV_PIX_FMT_YUV420P.rawValue
      picture.pointee.width = codec.pointee.width
      picture.pointee.height = codec.pointee.height
      try check(av_frame_get_buffer(picture, 0), "cannot allocate a picture")
    }
    let encoder = try EncoderThread(path: path, format: format, codec: codec, stream: stream, pictures: pictures)
    self.encoder = encoder
    encoder.start()
  }

  /// Leaves nothing half-written behind: an MP4 without its trailer has no index and cannot play.
  deinit {
    // The thread first: it may still be using the encoder, the muxer and a picture.
    encoder?.stop()
    encoder = nil
    for var picture in pictures as [UnsafeMutablePointer<AVFrame>?] { av_frame_free(&picture) }
    avcodec_free_context(&codec)
    if let format {
      if format.pointee.pb != nil { avio_closep(&format.pointee.pb) }
      avformat_free_context(format)
    }
    if opened && !finished && Self.isRegularFile(path) { unlink(path) }
  }

  /// Whether `path` is a plain file: only those are removed when unfinished, never a device or a
  /// pipe the output was sent to (`/dev/null`).
  private static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
  }

  /// Converts `bitmap` and queues it as frame `number`, shown from `number`/fps s until the next.
  /// With `damage` (the rectangles in which the bitmap may differ from the last frame written),
  /// only what the picture buffer lacks is converted (`PictureHistory`): the planes a whole
  /// conversion gives, at the cost of the damage.
  public func write(_ bitmap: Bitmap, at number: Int, damage: [PixelRect]? = nil) throws(RenderError) {
    let picture = try takePicture(for: number)
    var only: [PixelRect]?
    switch history.plan(for: buffer(picture), damage: damage) {
    case .whole: only = nil
    case .convert(let rects): only = rects
    case .copyLast(let rects):
      if let last { try check(av_frame_copy(picture, last), "cannot copy a picture") }
      only = rects
    }
    converter.convert(
      bitmap, into: [picture.pointee.data.0!, picture.pointee.data.1!, picture.pointee.data.2!],
      strides: [Int(picture.pointee.linesize.0), Int(picture.pointee.linesize.1), Int(picture.pointee.linesize.2)], damage: only)
    queue(picture, at: number, damage: damage ?? [PixelRect(x: 0, y: 0, width: converter.width, height: converter.height)])
  }

  /// Queues the last picture again as frame `number` (so the video lasts until a still end).
  public func repeatLast(at number: Int) throws(RenderError) {
    guard let last else { throw failure("no picture to repeat at frame \(number)") }
    let picture = try takePicture(for: number)
    if picture != last { try check(av_frame_copy(picture, last), "cannot copy a picture") }
    queue(picture, at: number, damage: [])
  }

  /// `picture`'s place in the pool, which names it in `history`.
  private func buffer(_ picture: UnsafeMutablePointer<AVFrame>) -> Int { pictures.firstIndex(of: picture) ?? -1 }

  /// Encodes what is queued, flushes the encoder, writes the index at the front and closes the file.
  public func finish() throws(RenderError) {
    guard let format, let encoder, !finished else { throw failure("the file is already closed") }
    guard framesWritten > 0 else { throw failure("no frame was encoded") }
    try encoder.finish()
    try check(av_write_trailer(format), "cannot write the MP4 index")
    try check(avio_closep(&format.pointee.pb), "cannot close the file")
    finished = true
  }

  /// A picture to fill for frame `number`, once the encoder has one to spare.
  private func takePicture(for number: Int) throws(RenderError) -> UnsafeMutablePointer<AVFrame> {
    guard let encoder, !finished else { throw failure("the file is already closed") }
    guard number > lastFrameNumber else {
      throw failure("frame \(number) comes after frame \(lastFrameNumber); frames must go forward in time")
    }
    let picture = try encoder.takePicture()
    // The encoder may still hold on to this buffer; then this gives the picture a fresh one.
    try check(av_frame_make_writable(picture), "cannot allocate a picture")
    return picture
  }

  /// Hands the filled `picture`, which differs from the last one in `damage`, to the encoding
  /// thread as frame `number`.
  private func queue(_ picture: UnsafeMutablePointer<AVFrame>, at number: Int, damage: [PixelRect]) {
    encoder?.encode(picture, pts: Int64(number))
    history.record(buffer(picture), damage: damage)
    last = picture
    lastFrameNumber = number
    framesWritten += 1
  }

  /// Runs `body` with `options` as a libav dictionary; an option left over was not understood.
  private func withOptions(
    _ options: [String: String], _ what: String, _ body: (inout OpaquePointer?) throws(RenderError) -> Void
  ) throws(RenderError) {
    var dictionary: OpaquePointer?
    defer { av_dict_free(&dictionary) }
    for (key, value) in options.sorted(by: { $0.key < $1.key }) {
      try check(av_dict_set(&dictionary, key, value, 0), "cannot set \(key)")
    }
    try body(&dictionary)
    if let unknown = av_dict_get(dictionary, "", nil, AV_DICT_IGNORE_SUFFIX) {
      throw failure("\(what) does not know the option \(String(cString: unknown.pointee.key))")
    }
  }

  /// Throws when a libav call failed.
  @discardableResult
  private func check(_ status: Int32, _ what: String) throws(RenderError) -> Int32 {
    try LibavStatus.check(status, what, writing: path)
  }

  /// An error naming the file.
  private func failure(_ what: String) -> RenderError { LibavStatus.failure(what, writing: path) }
}
