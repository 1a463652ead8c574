p=/sys/module/memalloc/parameters
m0() { echo 1 >$p/dev_imm && echo 3750 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 1 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 0 >$p/dev_ring_off; }
m1() { echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off; }
names=(delay_3750_pcpu series)
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T121413Z/boot-1/r1-alt && m0 && echo 3750 >$p/dev_delay && echo 1 >$p/dev_delay_pcpu || exit 1
cur=0
init=; cd /root/.cache/htab-gp/build/selftests-bench && stdbuf -oL ./bench htab-mem --use-case overwrite -p "$(nproc)" -a -w 1 -d 12 2>&1 | while IFS= read -r l; do case $l in Iter*) set -- $l; i=$((10#$2)); [ -n "$init" ] || { m$cur; init=1; }; echo "${names[cur]} $l"; nxt=$(((0 + (i + 1) / 3) % 2)); [ $nxt = $cur ] || { m$nxt; cur=$nxt; } ;; *) echo "$l" ;; esac; done >/root/.cache/htab-gp/dev/inboot-20261202T121413Z/boot-1/r1-alt/alt-overwrite.txt
cd /root/.cache/htab-gp/build/bench-tools && for j in $(seq 0 7); do c=$(((j + 0) % 2)); m$c || exit 1; ./map_perf_test 8 "$(nproc)" 0 400000 2>&1 | sed "s/^/${names[c]} $j /"; [ "${PIPESTATUS[0]}" = 0 ] || exit 1; done >/root/.cache/htab-gp/dev/inboot-20261202T121413Z/boot-1/r1-alt/mpt-8.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T121413Z/boot-1/r2-alt && m1 && echo 3750 >$p/dev_delay && echo 1 >$p/dev_delay_pcpu || exit 1
cur=1
init=; cd /root/.cache/htab-gp/build/selftests-bench && stdbuf -oL ./bench htab-mem --use-case overwrite -p "$(nproc)" -a -w 1 -d 12 2>&1 | while IFS= read -r l; do case $l in Iter*) set -- $l; i=$((10#$2)); [ -n "$init" ] || { m$cur; init=1; }; echo "${names[cur]} $l"; nxt=$(((1 + (i + 1) / 3) % 2)); [ $nxt = $cur ] || { m$nxt; cur=$nxt; } ;; *) echo "$l" ;; esac; done >/root/.cache/htab-gp/dev/inboot-20261202T121413Z/boot-1/r2-alt/alt-overwrite.txt
cd /root/.cache/htab-gp/build/bench-tools && for j in $(seq 0 7); do c=$(((j + 1) % 2)); m$c || exit 1; ./map_perf_test 8 "$(nproc)" 0 400000 2>&1 | sed "s/^/${names[c]} $j /"; [ "${PIPESTATUS[0]}" = 0 ] || exit 1; done >/root/.cache/htab-gp/dev/inboot-20261202T121413Z/boot-1/r2-alt/mpt-8.txt
m0
