/* Stand-in for the Windows SDK's <intrin.h> in tests/msvc/check.sh: the four
 * intrinsics bbgeom uses, declared as the SDK declares them (clang in MSVC
 * mode knows them as builtins and checks that the declarations agree). */
#ifndef BBGEOM_TEST_MSVC_INTRIN_H
#define BBGEOM_TEST_MSVC_INTRIN_H
#ifdef __cplusplus
extern "C" {
#endif
unsigned char _BitScanForward64(unsigned long *_Index, unsigned __int64 _Mask);
unsigned char _BitScanReverse64(unsigned long *_Index, unsigned __int64 _Mask);
unsigned __int64 __popcnt64(unsigned __int64 _Value);
unsigned __int64 __cdecl _byteswap_uint64(unsigned __int64 _Int64);
#ifdef __cplusplus
}
#endif
#endif
