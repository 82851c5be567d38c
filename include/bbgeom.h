/* bbgeom: chess-board geometry on bitboards.
 *
 * Squares are ints, a1 = 0, b1 = 1, ..., h8 = 63 (little-endian rank-file
 * mapping); a bitboard is a uint64_t whose bit i is square i. */
#ifndef BBGEOM_H
#define BBGEOM_H

#include "bbgeom/version.h"
#include "bbgeom/types.h"
#include "bbgeom/square.h"
#include "bbgeom/lines.h"
#include "bbgeom/color.h"
#include "bbgeom/intersect.h"
#include "bbgeom/pairs.h"
#include "bbgeom/bits.h"
#include "bbgeom/shift.h"
#include "bbgeom/leapers.h"
#include "bbgeom/eval_masks.h"
#include "bbgeom/flip.h"
#include "bbgeom/sliders.h"
#include "bbgeom/distance.h"
#include "bbgeom/checks.h"
#include "bbgeom/attacks.h"
#include "bbgeom/alternatives.h"
#include "bbgeom/position.h"
#include "bbgeom/san.h"
#include "bbgeom/rules.h"
#include "bbgeom/game.h"
#include "bbgeom/pgn.h"
#include "bbgeom/pgn_tree.h"
#include "bbgeom/pgn_write.h"
#include "bbgeom/epd.h"

#endif
