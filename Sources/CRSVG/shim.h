// librsvg draws SVG files into cairo surfaces (the user's pictures in a scene).
#include <librsvg/rsvg.h>
