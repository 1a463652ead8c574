p=/sys/module/memalloc/parameters
m0() { echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off && echo 0 >$p/dev_gpload && echo -1 >$p/dev_keep && echo 0 >$p/dev_keepb; }
m1() { echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off && echo 0 >$p/dev_gpload && echo -1 >$p/dev_keep && echo 3 >$p/dev_keepb; }
names=(series keepb_3)
mkdir -p /root/.cache/htab-gp/dev/inboot-20261204T072809Z/boot-1/r1-alt && m0 && echo 0 >$p/dev_delay && echo 0 >$p/dev_delay_pcpu || exit 1
cur=0
init=; cd /root/.cache/htab-gp/build/selftests-bench && stdbuf -oL ./bench htab-mem --use-case overwrite -p "$(nproc)" -a -w 1 -d 60 2>&1 | while IFS= read -r l; do case $l in Iter*) set -- $l; i=$((10#$2)); [ -n "$init" ] || { m$cur; init=1; }; echo "${names[cur]} $l"; nxt=$(((0 + (i + 1) / 3) % 2)); [ $nxt = $cur ] || { m$nxt; cur=$nxt; } ;; *) echo "$l" ;; esac; done >/root/.cache/htab-gp/dev/inboot-20261204T072809Z/boot-1/r1-alt/alt-overwrite.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261204T072809Z/boot-1/r1-alt && m0 && echo 0 >$p/dev_delay && echo 0 >$p/dev_delay_pcpu || exit 1
cur=0
init=; cd /root/.cache/htab-gp/build/selftests-bench && stdbuf -oL ./bench htab-mem --use-case batch_add_batch_del -p "$(nproc)" -a -w 1 -d 60 2>&1 | while IFS= read -r l; do case $l in Iter*) set -- $l; i=$((10#$2)); [ -n "$init" ] || { m$cur; init=1; }; echo "${names[cur]} $l"; nxt=$(((0 + (i + 1) / 3) % 2)); [ $nxt = $cur ] || { m$nxt; cur=$nxt; } ;; *) echo "$l" ;; esac; done >/root/.cache/htab-gp/dev/inboot-20261204T072809Z/boot-1/r1-alt/alt-batch_add_batch_del.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261204T072809Z/boot-1/r2-alt && m1 && echo 0 >$p/dev_delay && echo 0 >$p/dev_delay_pcpu || exit 1
cur=1
init=; cd /root/.cache/htab-gp/build/selftests-bench && stdbuf -oL ./bench htab-mem --use-case overwrite -p "$(nproc)" -a -w 1 -d 60 2>&1 | while IFS= read -r l; do case $l in Iter*) set -- $l; i=$((10#$2)); [ -n "$init" ] || { m$cur; init=1; }; echo "${names[cur]} $l"; nxt=$(((1 + (i + 1) / 3) % 2)); [ $nxt = $cur ] || { m$nxt; cur=$nxt; } ;; *) echo "$l" ;; esac; done >/root/.cache/htab-gp/dev/inboot-20261204T072809Z/boot-1/r2-alt/alt-overwrite.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261204T072809Z/boot-1/r2-alt && m1 && echo 0 >$p/dev_delay && echo 0 >$p/dev_delay_pcpu || exit 1
cur=1
init=; cd /root/.cache/htab-gp/build/selftests-bench && stdbuf -oL ./bench htab-mem --use-case batch_add_batch_del -p "$(nproc)" -a -w 1 -d 60 2>&1 | while IFS= read -r l; do case $l in Iter*) set -- $l; i=$((10#$2)); [ -n "$init" ] || { m$cur; init=1; }; echo "${names[cur]} $l"; nxt=$(((1 + (i + 1) / 3) % 2)); [ $nxt = $cur ] || { m$nxt; cur=$nxt; } ;; *) echo "$l" ;; esac; done >/root/.cache/htab-gp/dev/inboot-20261204T072809Z/boot-1/r2-alt/alt-batch_add_batch_del.txt
m0
