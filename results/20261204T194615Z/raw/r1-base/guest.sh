#!/bin/bash
cd /work/main
/work/main/ci/guest-bench.sh /root/.cache/htab-gp/bench/raw-20261204T194615Z/r1-base/env 
echo $? > /root/.cache/htab-gp/bench/raw-20261204T194615Z/r1-base/rc
dmesg > /root/.cache/htab-gp/bench/raw-20261204T194615Z/r1-base/dmesg
