set terminal pngcairo size 800,500
set termoption noenhanced
set grid
set key top left
set datafile missing 'NaN'

set output 'mem-overwrite.png'
set title "htab-mem overwrite, non-preallocated: memory usage"
set xlabel "time (s, one iteration per second, warmup included)"
set ylabel "memory usage (MiB)"
unset logscale
set yrange [0:*]
plot 'plots-data/mem-overwrite-base.dat' using 1:3 with linespoints title "base (r2)", \
     'plots-data/mem-overwrite-series.dat' using 1:3 with linespoints title "series (r3)"

set output 'batch-dump.png'
set title "batch dump of a non-preallocated hash map"
set xlabel "entries in the map"
set ylabel "time (ms)"
set logscale xy
set autoscale
plot 'plots-data/batch-dump-lookup-base.dat' using 1:2 with linespoints title "base lookup", \
     'plots-data/batch-dump-lookup-series.dat' using 1:2 with linespoints title "series lookup", \
     'plots-data/batch-dump-lookup_and_delete-base.dat' using 1:2 with linespoints title "base lookup_and_delete", \
     'plots-data/batch-dump-lookup_and_delete-series.dat' using 1:2 with linespoints title "series lookup_and_delete"
