#!/bin/bash
cd /work/main
bash /root/.cache/htab-gp/dev/ab-20261204T095058Z/r3-base/run.sh 
echo $? > /root/.cache/htab-gp/dev/ab-20261204T095058Z/r3-base/rc
dmesg > /root/.cache/htab-gp/dev/ab-20261204T095058Z/r3-base/dmesg
