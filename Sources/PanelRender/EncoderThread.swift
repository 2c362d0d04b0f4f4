import CFFmpeg
import Foundation

/// A thread that encodes pictures with libavcodec and muxes their packets with libavformat, so
/// the caller converts (and renders) the next picture while this one is encoded.
///
/// Pictures come from a fixed pool and return to it once encoded: the caller blocks when the
/// encoder is that far behind, and memory does not grow however long the video.
final class EncoderThread: @unchecked Sendable {
  // Unchecked Sendable: the jobs, the pool and the failure are only touched under `condition`;
  // the libav contexts and packets only by the encoding thread while it runs, then by the owner.

  /// What the encoding thread is asked to do next.
  private enum Job {
    /// Encode this picture as frame `pts`, then give it back to the pool.
    case encode(UnsafeMutablePointer<AVFrame>, pts: Int64)
    /// Drain the encoder, write the last packet, and end.
    case flush
    /// End without writing anything more (the file is being abandoned).
    case stop
  }

  /// The file, for messages.
  private let path: String
  /// The muxer, its header written.
  private let format: UnsafeMutablePointer<AVFormatContext>
  /// The open H.264 encoder.
  private let codec: UnsafeMutablePointer<AVCodecContext>
  /// The video stream the packets go to.
  private let stream: UnsafeMutablePointer<AVStream>
  /// Where the encoder hands out each packet.
  private let packet: UnsafeMutablePointer<AVPacket>
  /// The last packet out, held back until the next one's time gives its duration.
  private let pending: UnsafeMutablePointer<AVPacket>
  /// Whether `pending` holds a packet.
  private var hasPending = false

  /// Guards what both threads touch, and wakes whichever waits.
  private let condition = NSCondition()
  /// Work for the thread, oldest first (at most the pictures in flight and one end).
  private var jobs: [Job] = []
  /// Pictures free to be filled.
  private var pool: [UnsafeMutablePointer<AVFrame>]
  /// The first thing that went wrong on the thread.
  private var failure: RenderError?
  /// Whether start() was called.
  private var started = false
  /// Whether the thread has returned.
  private var ended = false

  /// Encodes with `codec` (open) into `stream` of `format` (header written), lending out `pictures`.
  init(
    path: String, format: UnsafeMutablePointer<AVFormatContext>, codec: UnsafeMutablePointer<AVCodecContext>,
    stream: UnsafeMutablePointer<AVStream>, pictures: [UnsafeMutablePointer<AVFrame>]
  ) throws(RenderError) {
    guard let packet = av_packet_alloc() else { throw LibavStatus.failure("out of memory", writing: path) }
    guard let pending = av_packet_alloc() else {
      var p: UnsafeMutablePointer<AVPacket>? = packet
      av_packet_free(&p)
      throw LibavStatus.failure("out of memory", writing: path)
    }
    (self.path, self.format, self.codec, self.stream, self.packet, self.pending) = (path, format, codec, stream, packet, pending)
    pool = pictures
  }

  deinit {
    var p: UnsafeMutablePointer<AVPacket>? = packet
    av_packet_free(&p)
    p = pending
    av_packet_free(&p)
  }

  /// Starts the thread.
  func start() {
    condition.lock()
    started = true
    condition.unlock()
    Thread.detachNewThread { [self] in run() }
  }

  /// A picture free to be filled, waiting while all are queued or being encoded; throws the
  /// encoder's failure instead once there is one.
  func takePicture() throws(RenderError) -> UnsafeMutablePointer<AVFrame> {
    condition.lock()
    defer { condition.unlock() }
    while pool.isEmpty && failure == nil { condition.wait() }
    if let failure { throw failure }
    return pool.removeLast()
  }

  /// Queues `picture` (taken from the pool) to be encoded as frame `pts`.
  func encode(_ picture: UnsafeMutablePointer<AVFrame>, pts: Int64) {
    submit(.encode(picture, pts: pts))
  }

  /// Encodes everything queued, drains the encoder and writes the last packet; throws the first
  /// failure of the thread's whole run.
  func finish() throws(RenderError) {
    submit(.flush)
    condition.lock()
    defer { condition.unlock() }
    while !ended { condition.wait() }
    if let failure { throw failure }
  }

  /// Ends the thread without writing more, once it is done with the picture in hand.
  func stop() {
    condition.lock()
    let running = started && !ended
    condition.unlock()
    guard running else { return }
    submit(.stop)
    condition.lock()
    while !ended { condition.wait() }
    condition.unlock()
  }

  /// Queues `job` and wakes the thread.
  private func submit(_ job: Job) {
    condition.lock()
    jobs.append(job)
    condition.broadcast()
    condition.unlock()
  }

  /// The thread's loop: one job at a time, in order. After a failure pictures are still taken
  /// and given back, so the caller never waits forever; it sees the failure at its next call.
  private func run() {
    while true {
      condition.lock()
      while jobs.isEmpty { condition.wait() }
      let job = jobs.removeFirst()
      let failed = failure != nil
      condition.unlock()

      var error: RenderError?
      switch job {
      case .encode(let picture, let pts):
        if !failed {
          do { try send(picture, pts: pts) } catch let e { error = e }
        }
        condition.lock()
        pool.append(picture)
        if failure == nil { failure = error }
        condition.broadcast()
        condition.unlock()
      case .flush, .stop:
        if case .flush = job, !failed {
          do { try flush() } catch let e { error = e }
        }
        condition.lock()
        if failure == nil { failure = error }
        ended = true
        condition.broadcast()
        condition.unlock()
        return
      }
    }
  }

  /// Sends `picture` to the encoder as frame `pts` and writes what comes out.
  private func send(_ picture: UnsafeMutablePointer<AVFrame>, pts: Int64) throws(RenderError) {
    picture.pointee.pts = pts
    try LibavStatus.check(avcodec_send_frame(codec, picture), "cannot encode frame \(pts)", writing: path)
    try drain()
  }

  /// Drains the encoder; the last picture lasts one frame, so the file ends exactly one frame
  /// after the last frame starts.
  private func flush() throws(RenderError) {
    try LibavStatus.check(avcodec_send_frame(codec, nil), "cannot flush the H.264 encoder", writing: path)
    try drain()
    if hasPending {
      pending.pointee.duration = 1
      try writePending()
    }
  }

  /// Writes every packet the encoder has ready, each once the next one tells how long it lasts.
  private func drain() throws(RenderError) {
    while true {
      let status = avcodec_receive_packet(codec, packet)
      if status == cav_error_again() || status == cav_error_eof() { return }
      try LibavStatus.check(status, "cannot encode", writing: path)
      if hasPending {
        pending.pointee.duration = packet.pointee.pts - pending.pointee.pts
        try writePending()
      }
      av_packet_move_ref(pending, packet)
      hasPending = true
    }
  }

  /// Hands the held-back packet to the muxer, in the stream's own time base.
  private func writePending() throws(RenderError) {
    av_packet_rescale_ts(pending, codec.pointee.time_base, stream.pointee.time_base)
    pending.pointee.stream_index = stream.pointee.index
    hasPending = false
    // The muxer takes the packet's data and leaves it blank, whether it succeeds or not.
    try LibavStatus.check(av_interleaved_write_frame(format, pending), "cannot write a video packet", writing: path)
  }
}
