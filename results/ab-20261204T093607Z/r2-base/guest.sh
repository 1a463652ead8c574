#!/bin/bash
cd /work/main
bash /root/.cache/htab-gp/dev/ab-20261204T093607Z/r2-base/run.sh 
echo $? > /root/.cache/htab-gp/dev/ab-20261204T093607Z/r2-base/rc
dmesg > /root/.cache/htab-gp/dev/ab-20261204T093607Z/r2-base/dmesg
