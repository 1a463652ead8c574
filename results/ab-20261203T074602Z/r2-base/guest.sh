#!/bin/bash
cd /work/main
bash /root/.cache/htab-gp/dev/ab-20261203T074602Z/r2-base/run.sh 
echo $? > /root/.cache/htab-gp/dev/ab-20261203T074602Z/r2-base/rc
dmesg > /root/.cache/htab-gp/dev/ab-20261203T074602Z/r2-base/dmesg
