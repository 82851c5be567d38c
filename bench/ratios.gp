# The chart of bench/run-all: throughput ratios to the 64-entry load, one
# horizontal bar per build for each row of ratios.dat (horizontal, so that
# the labels need no rotation).
#     gnuplot -e "dat='ratios.dat'; svg='ratios.svg'" bench/ratios.gp
set terminal svg size 1000,900 dynamic font "sans,11" background rgb "white"
set output svg
set title "bbgeom: throughput per query as a multiple of one load from a 64-entry table\n(measured in the same run; lower is faster; log scale)"
set datafile separator "\t"
set datafile columnheaders
set logscale x
set xrange [0.1:100]
set xtics (0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100)
set grid xtics
set yrange [-0.7:*] reverse
set ytics scale 0 font ",10"
set key outside bottom center horizontal
set style fill solid 0.85 border -1
set lmargin 42
h = 0.18
bar(j) = column(0) + (j - 3.5) * h
set bmargin 5
# The labels once per row (an invisible plot), then the bars.
plot dat using (NaN):(column(0)):ytic(1) with points notitle, \
     for [j=2:5] dat using (column(j)):(bar(j)):(0.1):(column(j)):(bar(j) - h/2):(bar(j) + h/2) \
     with boxxyerror title columnheader(j)
