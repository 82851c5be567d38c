/* The MSVC bodies of bits.h and flip.h, compiled by check.sh with clang in
 * MSVC mode for x64, ARM64 and 32-bit x86, as C11 and as C++17. */
#include <bbgeom/bits.h>
#include <bbgeom/flip.h>

#if BBG_GNU_BUILTIN_(__builtin_popcountll) || BBG_GNU_BUILTIN_(__builtin_ctzll)
#error "check.sh must compile as cl.exe does, without GNU builtins"
#endif
#if BBG_MSVC_INTRIN_ != (defined(_M_X64) || defined(_M_ARM64))
#error "the intrinsics are meant for x64 and ARM64, portable C for the rest"
#endif

#ifdef __cplusplus
extern "C" {
#endif

int bbg_msvc_scan(uint64_t bb);
uint64_t bbg_msvc_flip(uint64_t bb);

int bbg_msvc_scan(uint64_t bb) { return bbg_popcount(bb) + bbg_lsb(bb) + bbg_msb(bb); }
uint64_t bbg_msvc_flip(uint64_t bb) { return bbg_flip_vertical_bb(bb); }

#ifdef __cplusplus
}
#endif
