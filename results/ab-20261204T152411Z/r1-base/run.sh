cd /root/.cache/htab-gp/build/selftests-bench
for c in overwrite overwrite overwrite; do dmesg -C; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 8 | grep Summary | sed "s/^/$c /"; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/ab-20261204T152411Z/r1-base/bench.txt 2>&1
