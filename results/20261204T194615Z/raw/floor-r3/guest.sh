#!/bin/bash
cd /work/main
/work/main/ci/guest-floor.sh /root/.cache/htab-gp/bench/raw-20261204T194615Z/floor-r3/env 
echo $? > /root/.cache/htab-gp/bench/raw-20261204T194615Z/floor-r3/rc
dmesg > /root/.cache/htab-gp/bench/raw-20261204T194615Z/floor-r3/dmesg
