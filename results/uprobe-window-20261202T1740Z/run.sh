cd /root/.cache/htab-gp/build/selftests-bench && ./bench htab-mem --use-case overwrite -p 2 -a -w 2 -d 30 > /root/.cache/htab-gp/dev/vmp/bench.txt 2>&1
