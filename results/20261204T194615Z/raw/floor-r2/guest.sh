#!/bin/bash
cd /work/main
/work/main/ci/guest-floor.sh /root/.cache/htab-gp/bench/raw-20261204T194615Z/floor-r2/env 
echo $? > /root/.cache/htab-gp/bench/raw-20261204T194615Z/floor-r2/rc
dmesg > /root/.cache/htab-gp/bench/raw-20261204T194615Z/floor-r2/dmesg
