#!/usr/bin/env python3
"""Tables for bench/run-all (Python 3 standard library only).

summarise.py build WORK OUT BUILD...   generator time, sizes, compile time -> OUT/build.md
summarise.py tables OUT BUILD...       OUT/BUILD.json -> summary.md, full.md, ratios.dat
"""
import json
import math
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
import time

LABELS = {
    "gcc-native": "gcc native",
    "gcc-portable": "gcc portable",
    "clang-native": "clang native",
    "clang-portable": "clang portable",
}

# The twelve intersection questions are summarised per method as the
# geometric mean over the pairs (and the worst pair in full.md).
PAIR_PREFIX = "intersect "
PAIRS = [f"{x}_{y}" for x in ("rank", "file", "diag", "anti")
         for y in ("rank", "file", "diag", "anti") if x != y]


# The chart's rows: question -> methods (empty: all of them).
CHART = {
    "load 64x64": (),
    "color": ("default", "lookup", "parity"),
    "same color": ("default", "lea", "two lookups"),
    "same line (kind varies)": (),
    "anti mask": (),
    "intersect, 12 pairs": ("formula", "mask AND + tzcnt", "table", "batch"),
    "intersect (kinds vary)": ("formula switch", "mask AND + tzcnt", "table"),
    "between": (),
    "line through": (),
    "cross queen": ("table", "masks"),
}


def timed(command, cwd, repeat):
    """Median wall time in seconds of running command (a list) repeat times."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        subprocess.run(command, cwd=cwd, check=True, stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def build_report(work, out, builds):
    lines = ["| build | generator: header | generator: source | tables.h | tables.c "
             "| compile tables.c |", "|---|---:|---:|---:|---:|---:|"]
    for build in builds:
        root = os.path.join(work, build)
        gen = os.path.join(root, "gen", "bbgeom-gen")
        # The generator's arguments as the build gave them: how the slider
        # tables are indexed, and the published Polyglot numbers.
        with open(os.path.join(root, "include", "bbgeom", "config.h")) as f:
            index = "pext" if "#define BBG_SLIDER_INDEX_PEXT 1" in f.read() else "magic"
        random64 = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "gen", "data",
                                "polyglot-random64.txt")
        with tempfile.TemporaryDirectory() as tmp:
            header = timed([gen, "header", os.path.join(tmp, "t.h"), index], tmp, 5)
            source = timed([gen, "source", os.path.join(tmp, "t.c"), index, random64], tmp, 5)
        size_h = os.path.getsize(os.path.join(root, "include", "bbgeom", "tables.h"))
        size_c = os.path.getsize(os.path.join(root, "src", "tables.c"))
        with open(os.path.join(root, "compile_commands.json")) as f:
            commands = json.load(f)
        entry = next(e for e in commands if e["file"].endswith("tables.c"))
        argv = shlex.split(entry["command"])
        # Compile to a scratch object, not over the build's own.
        o = argv.index("-o")
        argv[o + 1] = os.path.join(work, build + "-tables-timing.o")
        compile_s = timed(argv, entry["directory"], 3)
        lines.append(f"| {LABELS.get(build, build)} | {header * 1000:.1f} ms | {source * 1000:.1f} ms "
                     f"| {size_h:,} B | {size_c:,} B | {compile_s:.2f} s |")
    with open(os.path.join(out, "build.md"), "w") as f:
        f.write("\n".join(lines) + "\n")


def load(out, builds):
    data = {}
    for build in builds:
        with open(os.path.join(out, build + ".json")) as f:
            data[build] = json.load(f)
    return data


def fmt(v, digits=2):
    return "–" if v is None else f"{v:.{digits}f}"


def geomean(values):
    values = [v for v in values if v is not None]
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else None


def method_of(r):
    """A case's method, with the slider tables' index ("pext" in the native
    builds, "magic" in the portable ones under -Dslider_index=auto) as one
    method, so that the builds line up."""
    return "table (magic or pext)" if r["method"] in ("magic", "pext") else r["method"]


def rows(result_list):
    """(question, method) -> result, in the program's order."""
    return {(r["name"], method_of(r)): r for r in result_list}


def summary_rows(data, builds):
    """Rows of the summary: every case except the twelve pairs, which are
    folded into one row per method (geometric mean of the ratios, median
    of the cycles)."""
    first = data[builds[0]]["results"]
    order, seen = [], set()
    for r in first:
        name = r["name"]
        if name.startswith(PAIR_PREFIX) and name[len(PAIR_PREFIX):] in PAIRS:
            key = ("intersect, 12 pairs", method_of(r))
        else:
            key = (name, method_of(r))
        if key not in seen:
            seen.add(key)
            order.append(key)
    table = []
    for key in order:
        cells = {}
        for build in builds:
            by = rows(data[build]["results"])
            if key[0] == "intersect, 12 pairs":
                group = [by[(PAIR_PREFIX + p, key[1])] for p in PAIRS]
            else:
                group = [by[key]]
            lat = [g["latency_ratio_to_load"] for g in group]
            latc = [g["latency_cycles"] for g in group if g["latency_cycles"] is not None]
            cells[build] = {
                "thr": geomean([g["ratio_to_load"] for g in group]),
                "lat": geomean(lat) if all(v is not None for v in lat) else None,
                "thr_c": statistics.median(g["throughput_cycles"] for g in group),
                "lat_c": statistics.median(latc) if latc else None,
            }
        table.append((key, cells))
    return table


def write_tables(out, builds):
    data = load(out, builds)
    heads = [LABELS.get(b, b) for b in builds]
    machine = data[builds[0]]["cpu"]
    compilers = ", ".join(f"{LABELS.get(b, b)}: {data[b]['compiler']} ({data[b]['target']})"
                          for b in builds)
    table = summary_rows(data, builds)

    s = [f"Machine: {machine}. Builds: {compilers}. "
         f"{data[builds[0]]['inputs']:,} inputs, median of {data[builds[0]]['runs']} runs.", ""]
    for caption, thr, lat in (("Ratios to one load from a 64-entry table (same run, same mode): "
                               "throughput / latency.", 'thr', 'lat'),
                              ("Cycles per query (median): throughput / latency.", 'thr_c', 'lat_c')):
        s.append(caption)
        s.append("")
        s.append("| question | method | " + " | ".join(heads) + " |")
        s.append("|---|---|" + "---:|" * len(builds))
        for (name, method), cells in table:
            s.append(f"| {name} | {method} | " + " | ".join(
                f"{fmt(cells[b][thr])} / {fmt(cells[b][lat])}" for b in builds) + " |")
        s.append("")
    s.pop()
    with open(os.path.join(out, "summary.md"), "w") as f:
        f.write("\n".join(s) + "\n")

    full = [f"Machine: {machine}. {compilers}.", "",
            "Each cell: throughput cycles [min–max], latency cycles [min–max], "
            "ratios to the 64-entry load (throughput / latency).", ""]
    full.append("| question | method | " + " | ".join(heads) + " |")
    full.append("|---|---|" + "---|" * len(builds))
    for r in data[builds[0]]["results"]:
        key = (r["name"], method_of(r))
        cells = []
        for b in builds:
            x = rows(data[b]["results"])[key]
            lat = ("–" if x["latency_cycles"] is None else
                   f"{x['latency_cycles']:.2f} [{x['latency_cycles_min']:.2f}–{x['latency_cycles_max']:.2f}]")
            cells.append(f"{x['throughput_cycles']:.2f} [{x['throughput_cycles_min']:.2f}–"
                         f"{x['throughput_cycles_max']:.2f}], {lat}; "
                         f"×{fmt(x['ratio_to_load'])} / ×{fmt(x['latency_ratio_to_load'])}")
        full.append(f"| {key[0]} | {key[1]} | " + " | ".join(cells) + " |")
    full.append("")
    full.append("Generated tables (bytes): " + ", ".join(
        f"{t['name']} {t['bytes']:,}" for t in data[builds[0]]["tables"]) + ".")
    with open(os.path.join(out, "full.md"), "w") as f:
        f.write("\n".join(full) + "\n")

    # The chart: the throughput ratios of the rows an engine author picks
    # between (all of them would not fit).
    with open(os.path.join(out, "ratios.dat"), "w") as f:
        f.write("case\t" + "\t".join(heads) + "\n")
        for (name, method), cells in table:
            if name not in CHART or (CHART[name] and method not in CHART[name]):
                continue
            f.write(f"{name}: {method}\t" + "\t".join(fmt(cells[b]["thr"], 3) for b in builds) + "\n")


def main(argv):
    if len(argv) >= 4 and argv[1] == "build":
        build_report(argv[2], argv[3], argv[4:])
    elif len(argv) >= 3 and argv[1] == "tables":
        write_tables(argv[2], argv[3:])
    else:
        sys.stderr.write("usage: summarise.py build WORK OUT BUILD... | tables OUT BUILD...\n")
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
