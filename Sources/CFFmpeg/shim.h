// FFmpeg's libraries in one module: they share libavutil's headers, and Swift gives each C
// declaration to a single module, so separate swscale and avformat modules would each lose some.
#include <libswscale/swscale.h>
#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libavutil/dict.h>
#include <libavutil/error.h>
#include <libavutil/frame.h>
#include <libavutil/log.h>
#include <libavutil/md5.h>
#include <libavutil/pixfmt.h>

// AVERROR(EAGAIN) and AVERROR_EOF are function-like macros Swift cannot import.
static inline int cav_error_again(void) { return AVERROR(EAGAIN); }
static inline int cav_error_eof(void) { return AVERROR_EOF; }
